/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Valid_Password_Too_ShortInputs */

const en_valid_password_too_short = /** @type {(inputs: Valid_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Password must be at least ${i?.min} characters`)
};

const de_valid_password_too_short = /** @type {(inputs: Valid_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort muss mindestens ${i?.min} Zeichen lang sein`)
};

const fr_valid_password_too_short = /** @type {(inputs: Valid_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe doit comporter au moins ${i?.min} caractères`)
};

const it_valid_password_too_short = /** @type {(inputs: Valid_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La password deve contenere almeno ${i?.min} caratteri`)
};

/**
* | output |
* | --- |
* | "Password must be at least {min} characters" |
*
* @param {Valid_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_too_short = /** @type {((inputs: Valid_Password_Too_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Password_Too_ShortInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_password_too_short(inputs)
	if (locale === "fr") return fr_valid_password_too_short(inputs)
	if (locale === "it") return it_valid_password_too_short(inputs)
	return en_valid_password_too_short(inputs)
});