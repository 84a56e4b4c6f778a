/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_NumberInputs */

const en_valid_password_number = /** @type {(inputs: Valid_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must contain at least one number`)
};

const de_valid_password_number = /** @type {(inputs: Valid_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens eine Ziffer enthalten`)
};

const fr_valid_password_number = /** @type {(inputs: Valid_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au moins un chiffre`)
};

const it_valid_password_number = /** @type {(inputs: Valid_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password deve contenere almeno una cifra`)
};

/**
* | output |
* | --- |
* | "Password must contain at least one number" |
*
* @param {Valid_Password_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_number = /** @type {((inputs?: Valid_Password_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_NumberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_number(inputs)
	if (locale === "fr") return fr_valid_password_number(inputs)
	if (locale === "it") return it_valid_password_number(inputs)
	return en_valid_password_number(inputs)
});