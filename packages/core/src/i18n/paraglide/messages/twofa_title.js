/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_TitleInputs */

const en_twofa_title = /** @type {(inputs: Twofa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-Factor Authentication`)
};

const de_twofa_title = /** @type {(inputs: Twofa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung`)
};

const fr_twofa_title = /** @type {(inputs: Twofa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs`)
};

const it_twofa_title = /** @type {(inputs: Twofa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Two-Factor Authentication" |
*
* @param {Twofa_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_title = /** @type {((inputs?: Twofa_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_title(inputs)
	if (locale === "fr") return fr_twofa_title(inputs)
	if (locale === "it") return it_twofa_title(inputs)
	return en_twofa_title(inputs)
});