/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Code_From_AppInputs */

const en_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the app`)
};

const de_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code aus der App`)
};

const fr_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de l’application`)
};

const it_twofa_code_from_app = /** @type {(inputs: Twofa_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codice dell’app`)
};

/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Twofa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_code_from_app = /** @type {((inputs?: Twofa_Code_From_AppInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Code_From_AppInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_code_from_app(inputs)
	if (locale === "fr") return fr_twofa_code_from_app(inputs)
	if (locale === "it") return it_twofa_code_from_app(inputs)
	return en_twofa_code_from_app(inputs)
});