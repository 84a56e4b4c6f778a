/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Two_Factor_FormInputs */

const en_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const de_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung`)
};

const fr_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs`)
};

const it_auth_two_factor_form = /** @type {(inputs: Auth_Two_Factor_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Auth_Two_Factor_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_form = /** @type {((inputs?: Auth_Two_Factor_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Two_Factor_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_two_factor_form(inputs)
	if (locale === "fr") return fr_auth_two_factor_form(inputs)
	if (locale === "it") return it_auth_two_factor_form(inputs)
	return en_auth_two_factor_form(inputs)
});