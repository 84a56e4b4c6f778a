/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_Change_ErrorInputs */

const en_dash_password_change_error = /** @type {(inputs: Dash_Password_Change_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error changing password`)
};

const de_dash_password_change_error = /** @type {(inputs: Dash_Password_Change_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Ändern des Passworts`)
};

const fr_dash_password_change_error = /** @type {(inputs: Dash_Password_Change_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du changement de mot de passe`)
};

const it_dash_password_change_error = /** @type {(inputs: Dash_Password_Change_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella modifica della password`)
};

/**
* | output |
* | --- |
* | "Error changing password" |
*
* @param {Dash_Password_Change_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_change_error = /** @type {((inputs?: Dash_Password_Change_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_Change_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_change_error(inputs)
	if (locale === "fr") return fr_dash_password_change_error(inputs)
	if (locale === "it") return it_dash_password_change_error(inputs)
	return en_dash_password_change_error(inputs)
});