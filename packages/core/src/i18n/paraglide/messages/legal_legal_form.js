/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Legal_FormInputs */

const en_legal_legal_form = /** @type {(inputs: Legal_Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal form`)
};

const de_legal_legal_form = /** @type {(inputs: Legal_Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechtsform`)
};

const fr_legal_legal_form = /** @type {(inputs: Legal_Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forme juridique`)
};

const it_legal_legal_form = /** @type {(inputs: Legal_Legal_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forma giuridica`)
};

/**
* | output |
* | --- |
* | "Legal form" |
*
* @param {Legal_Legal_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_legal_form = /** @type {((inputs?: Legal_Legal_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Legal_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_legal_form(inputs)
	if (locale === "fr") return fr_legal_legal_form(inputs)
	if (locale === "it") return it_legal_legal_form(inputs)
	return en_legal_legal_form(inputs)
});