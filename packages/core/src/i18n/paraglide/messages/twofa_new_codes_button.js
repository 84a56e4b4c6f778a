/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_New_Codes_ButtonInputs */

const en_twofa_new_codes_button = /** @type {(inputs: Twofa_New_Codes_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Recovery Codes`)
};

const de_twofa_new_codes_button = /** @type {(inputs: Twofa_New_Codes_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Wiederherstellungscodes`)
};

const fr_twofa_new_codes_button = /** @type {(inputs: Twofa_New_Codes_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux codes de récupération`)
};

const it_twofa_new_codes_button = /** @type {(inputs: Twofa_New_Codes_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovi codici di recupero`)
};

/**
* | output |
* | --- |
* | "New Recovery Codes" |
*
* @param {Twofa_New_Codes_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_new_codes_button = /** @type {((inputs?: Twofa_New_Codes_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_New_Codes_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_new_codes_button(inputs)
	if (locale === "fr") return fr_twofa_new_codes_button(inputs)
	if (locale === "it") return it_twofa_new_codes_button(inputs)
	return en_twofa_new_codes_button(inputs)
});