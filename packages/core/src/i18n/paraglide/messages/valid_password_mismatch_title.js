/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_Mismatch_TitleInputs */

const en_valid_password_mismatch_title = /** @type {(inputs: Valid_Password_Mismatch_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwords don't match`)
};

const de_valid_password_mismatch_title = /** @type {(inputs: Valid_Password_Mismatch_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwörter stimmen nicht überein`)
};

const fr_valid_password_mismatch_title = /** @type {(inputs: Valid_Password_Mismatch_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas`)
};

const it_valid_password_mismatch_title = /** @type {(inputs: Valid_Password_Mismatch_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le password non corrispondono`)
};

/**
* | output |
* | --- |
* | "Passwords don't match" |
*
* @param {Valid_Password_Mismatch_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_mismatch_title = /** @type {((inputs?: Valid_Password_Mismatch_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_Mismatch_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_mismatch_title(inputs)
	if (locale === "fr") return fr_valid_password_mismatch_title(inputs)
	if (locale === "it") return it_valid_password_mismatch_title(inputs)
	return en_valid_password_mismatch_title(inputs)
});