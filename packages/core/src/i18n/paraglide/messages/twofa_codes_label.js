/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Codes_LabelInputs */

const en_twofa_codes_label = /** @type {(inputs: Twofa_Codes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

const de_twofa_codes_label = /** @type {(inputs: Twofa_Codes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellungscodes`)
};

const fr_twofa_codes_label = /** @type {(inputs: Twofa_Codes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de récupération`)
};

const it_twofa_codes_label = /** @type {(inputs: Twofa_Codes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codici di recupero`)
};

/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Twofa_Codes_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_label = /** @type {((inputs?: Twofa_Codes_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Codes_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_codes_label(inputs)
	if (locale === "fr") return fr_twofa_codes_label(inputs)
	if (locale === "it") return it_twofa_codes_label(inputs)
	return en_twofa_codes_label(inputs)
});