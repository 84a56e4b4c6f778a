/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Status_RejectedInputs */

const en_person_status_rejected = /** @type {(inputs: Person_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejected`)
};

const de_person_status_rejected = /** @type {(inputs: Person_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abgelehnt`)
};

const fr_person_status_rejected = /** @type {(inputs: Person_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusé`)
};

const it_person_status_rejected = /** @type {(inputs: Person_Status_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respinto`)
};

/**
* | output |
* | --- |
* | "rejected" |
*
* @param {Person_Status_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_status_rejected = /** @type {((inputs?: Person_Status_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Status_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_status_rejected(inputs)
	if (locale === "fr") return fr_person_status_rejected(inputs)
	if (locale === "it") return it_person_status_rejected(inputs)
	return en_person_status_rejected(inputs)
});