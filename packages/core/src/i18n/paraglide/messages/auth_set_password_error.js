/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Set_Password_ErrorInputs */

const en_auth_set_password_error = /** @type {(inputs: Auth_Set_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error setting password`)
};

const de_auth_set_password_error = /** @type {(inputs: Auth_Set_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Festlegen des Passworts`)
};

const fr_auth_set_password_error = /** @type {(inputs: Auth_Set_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la définition du mot de passe`)
};

const it_auth_set_password_error = /** @type {(inputs: Auth_Set_Password_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’impostazione della password`)
};

/**
* | output |
* | --- |
* | "Error setting password" |
*
* @param {Auth_Set_Password_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_set_password_error = /** @type {((inputs?: Auth_Set_Password_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Set_Password_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_set_password_error(inputs)
	if (locale === "fr") return fr_auth_set_password_error(inputs)
	if (locale === "it") return it_auth_set_password_error(inputs)
	return en_auth_set_password_error(inputs)
});