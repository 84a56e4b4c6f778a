/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Dash_Password_New_HintInputs */

const en_dash_password_new_hint = /** @type {(inputs: Dash_Password_New_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters, with at least one capital letter and one number.`)
};

const de_dash_password_new_hint = /** @type {(inputs: Dash_Password_New_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.min} Zeichen, mit mindestens einem Grossbuchstaben und einer Ziffer.`)
};

const fr_dash_password_new_hint = /** @type {(inputs: Dash_Password_New_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.min} caractères, dont au moins une majuscule et un chiffre.`)
};

const it_dash_password_new_hint = /** @type {(inputs: Dash_Password_New_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Almeno ${i?.min} caratteri, con almeno una lettera maiuscola e un numero.`)
};

/**
* | output |
* | --- |
* | "At least {min} characters, with at least one capital letter and one number." |
*
* @param {Dash_Password_New_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_new_hint = /** @type {((inputs: Dash_Password_New_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_New_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_new_hint(inputs)
	if (locale === "fr") return fr_dash_password_new_hint(inputs)
	if (locale === "it") return it_dash_password_new_hint(inputs)
	return en_dash_password_new_hint(inputs)
});