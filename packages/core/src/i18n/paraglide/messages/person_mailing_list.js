/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Mailing_ListInputs */

const en_person_mailing_list = /** @type {(inputs: Person_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing list`)
};

const de_person_mailing_list = /** @type {(inputs: Person_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailingliste`)
};

const fr_person_mailing_list = /** @type {(inputs: Person_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste de diffusion`)
};

const it_person_mailing_list = /** @type {(inputs: Person_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing list`)
};

/**
* | output |
* | --- |
* | "Mailing list" |
*
* @param {Person_Mailing_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_mailing_list = /** @type {((inputs?: Person_Mailing_ListInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Mailing_ListInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_mailing_list(inputs)
	if (locale === "fr") return fr_person_mailing_list(inputs)
	if (locale === "it") return it_person_mailing_list(inputs)
	return en_person_mailing_list(inputs)
});