/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Title_Set_PasswordInputs */

const en_auth_title_set_password = /** @type {(inputs: Auth_Title_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your password`)
};

const de_auth_title_set_password = /** @type {(inputs: Auth_Title_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festlegen`)
};

const fr_auth_title_set_password = /** @type {(inputs: Auth_Title_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définissez votre mot de passe`)
};

const it_auth_title_set_password = /** @type {(inputs: Auth_Title_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostare la password`)
};

/**
* | output |
* | --- |
* | "Set your password" |
*
* @param {Auth_Title_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_title_set_password = /** @type {((inputs?: Auth_Title_Set_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Title_Set_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_title_set_password(inputs)
	if (locale === "fr") return fr_auth_title_set_password(inputs)
	if (locale === "it") return it_auth_title_set_password(inputs)
	return en_auth_title_set_password(inputs)
});