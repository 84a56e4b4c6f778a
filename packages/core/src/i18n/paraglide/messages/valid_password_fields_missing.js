/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Password_Fields_MissingInputs */

const en_valid_password_fields_missing = /** @type {(inputs: Valid_Password_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all password fields`)
};

const de_valid_password_fields_missing = /** @type {(inputs: Valid_Password_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte füllen Sie alle Passwortfelder aus`)
};

const fr_valid_password_fields_missing = /** @type {(inputs: Valid_Password_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs de mot de passe`)
};

const it_valid_password_fields_missing = /** @type {(inputs: Valid_Password_Fields_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compili tutti i campi della password`)
};

/**
* | output |
* | --- |
* | "Please fill in all password fields" |
*
* @param {Valid_Password_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_fields_missing = /** @type {((inputs?: Valid_Password_Fields_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_Fields_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_fields_missing(inputs)
	if (locale === "fr") return fr_valid_password_fields_missing(inputs)
	if (locale === "it") return it_valid_password_fields_missing(inputs)
	return en_valid_password_fields_missing(inputs)
});