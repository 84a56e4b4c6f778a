/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Get_Codes_FormInputs */

const en_twofa_get_codes_form = /** @type {(inputs: Twofa_Get_Codes_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get new recovery codes`)
};

const de_twofa_get_codes_form = /** @type {(inputs: Twofa_Get_Codes_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Wiederherstellungscodes erstellen`)
};

const fr_twofa_get_codes_form = /** @type {(inputs: Twofa_Get_Codes_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir de nouveaux codes de récupération`)
};

const it_twofa_get_codes_form = /** @type {(inputs: Twofa_Get_Codes_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ottenere nuovi codici di recupero`)
};

/**
* | output |
* | --- |
* | "Get new recovery codes" |
*
* @param {Twofa_Get_Codes_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes_form = /** @type {((inputs?: Twofa_Get_Codes_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Get_Codes_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_get_codes_form(inputs)
	if (locale === "fr") return fr_twofa_get_codes_form(inputs)
	if (locale === "it") return it_twofa_get_codes_form(inputs)
	return en_twofa_get_codes_form(inputs)
});