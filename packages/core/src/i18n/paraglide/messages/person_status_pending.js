/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Status_PendingInputs */

const en_person_status_pending = /** @type {(inputs: Person_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const de_person_status_pending = /** @type {(inputs: Person_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ausstehend`)
};

const fr_person_status_pending = /** @type {(inputs: Person_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

const it_person_status_pending = /** @type {(inputs: Person_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in attesa`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Person_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_status_pending = /** @type {((inputs?: Person_Status_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Status_PendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_status_pending(inputs)
	if (locale === "fr") return fr_person_status_pending(inputs)
	if (locale === "it") return it_person_status_pending(inputs)
	return en_person_status_pending(inputs)
});