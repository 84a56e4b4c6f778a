/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Get_CodesInputs */

const en_twofa_get_codes = /** @type {(inputs: Twofa_Get_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get New Codes`)
};

const de_twofa_get_codes = /** @type {(inputs: Twofa_Get_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Codes erstellen`)
};

const fr_twofa_get_codes = /** @type {(inputs: Twofa_Get_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir de nouveaux codes`)
};

const it_twofa_get_codes = /** @type {(inputs: Twofa_Get_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ottenere nuovi codici`)
};

/**
* | output |
* | --- |
* | "Get New Codes" |
*
* @param {Twofa_Get_CodesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes = /** @type {((inputs?: Twofa_Get_CodesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Get_CodesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_get_codes(inputs)
	if (locale === "fr") return fr_twofa_get_codes(inputs)
	if (locale === "it") return it_twofa_get_codes(inputs)
	return en_twofa_get_codes(inputs)
});