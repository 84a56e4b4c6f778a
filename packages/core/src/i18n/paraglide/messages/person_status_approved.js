/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Status_ApprovedInputs */

const en_person_status_approved = /** @type {(inputs: Person_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

const de_person_status_approved = /** @type {(inputs: Person_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`genehmigt`)
};

const fr_person_status_approved = /** @type {(inputs: Person_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approuvé`)
};

const it_person_status_approved = /** @type {(inputs: Person_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approvato`)
};

/**
* | output |
* | --- |
* | "approved" |
*
* @param {Person_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_status_approved = /** @type {((inputs?: Person_Status_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Status_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_status_approved(inputs)
	if (locale === "fr") return fr_person_status_approved(inputs)
	if (locale === "it") return it_person_status_approved(inputs)
	return en_person_status_approved(inputs)
});