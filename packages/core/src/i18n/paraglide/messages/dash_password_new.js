/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_NewInputs */

const en_dash_password_new = /** @type {(inputs: Dash_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Password`)
};

const de_dash_password_new = /** @type {(inputs: Dash_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const fr_dash_password_new = /** @type {(inputs: Dash_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const it_dash_password_new = /** @type {(inputs: Dash_Password_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuova password`)
};

/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Dash_Password_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_new = /** @type {((inputs?: Dash_Password_NewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_NewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_new(inputs)
	if (locale === "fr") return fr_dash_password_new(inputs)
	if (locale === "it") return it_dash_password_new(inputs)
	return en_dash_password_new(inputs)
});