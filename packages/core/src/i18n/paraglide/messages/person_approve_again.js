/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Approve_AgainInputs */

const en_person_approve_again = /** @type {(inputs: Person_Approve_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve Again`)
};

const de_person_approve_again = /** @type {(inputs: Person_Approve_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doch genehmigen`)
};

const fr_person_approve_again = /** @type {(inputs: Person_Approve_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver quand même`)
};

const it_person_approve_again = /** @type {(inputs: Person_Approve_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvare comunque`)
};

/**
* | output |
* | --- |
* | "Approve Again" |
*
* @param {Person_Approve_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_again = /** @type {((inputs?: Person_Approve_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approve_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approve_again(inputs)
	if (locale === "fr") return fr_person_approve_again(inputs)
	if (locale === "it") return it_person_approve_again(inputs)
	return en_person_approve_again(inputs)
});