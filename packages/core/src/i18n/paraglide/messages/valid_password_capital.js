/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_CapitalInputs */

const en_valid_password_capital = /** @type {(inputs: Valid_Password_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must contain at least one capital letter`)
};

const de_valid_password_capital = /** @type {(inputs: Valid_Password_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens einen Grossbuchstaben enthalten`)
};

const fr_valid_password_capital = /** @type {(inputs: Valid_Password_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit contenir au moins une majuscule`)
};

const it_valid_password_capital = /** @type {(inputs: Valid_Password_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La password deve contenere almeno una lettera maiuscola`)
};

/**
* | output |
* | --- |
* | "Password must contain at least one capital letter" |
*
* @param {Valid_Password_CapitalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_capital = /** @type {((inputs?: Valid_Password_CapitalInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_CapitalInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_capital(inputs)
	if (locale === "fr") return fr_valid_password_capital(inputs)
	if (locale === "it") return it_valid_password_capital(inputs)
	return en_valid_password_capital(inputs)
});