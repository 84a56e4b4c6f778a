/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_CopiedInputs */

const en_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes copied`)
};

const de_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellungscodes kopiert`)
};

const fr_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de récupération copiés`)
};

const it_twofa_codes_copied = /** @type {(inputs: Twofa_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codici di recupero copiati`)
};

/**
* | output |
* | --- |
* | "Recovery codes copied" |
*
* @param {Twofa_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_copied = /** @type {((inputs?: Twofa_Codes_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_CopiedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_codes_copied(inputs)
	if (locale === "fr") return fr_twofa_codes_copied(inputs)
	if (locale === "it") return it_twofa_codes_copied(inputs)
	return en_twofa_codes_copied(inputs)
});