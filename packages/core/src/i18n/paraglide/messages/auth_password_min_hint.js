/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Auth_Password_Min_HintInputs */

const en_auth_password_min_hint = /** @type {(inputs: Auth_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

const de_auth_password_min_hint = /** @type {(inputs: Auth_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.min} Zeichen.`)
};

const fr_auth_password_min_hint = /** @type {(inputs: Auth_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.min} caractères.`)
};

const it_auth_password_min_hint = /** @type {(inputs: Auth_Password_Min_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Almeno ${i?.min} caratteri.`)
};

/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_Password_Min_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_min_hint = /** @type {((inputs: Auth_Password_Min_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Min_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_password_min_hint(inputs)
	if (locale === "fr") return fr_auth_password_min_hint(inputs)
	if (locale === "it") return it_auth_password_min_hint(inputs)
	return en_auth_password_min_hint(inputs)
});