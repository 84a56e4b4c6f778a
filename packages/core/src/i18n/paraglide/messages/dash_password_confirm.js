/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_ConfirmInputs */

const en_dash_password_confirm = /** @type {(inputs: Dash_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

const de_dash_password_confirm = /** @type {(inputs: Dash_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort bestätigen`)
};

const fr_dash_password_confirm = /** @type {(inputs: Dash_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le nouveau mot de passe`)
};

const it_dash_password_confirm = /** @type {(inputs: Dash_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermare la nuova password`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Dash_Password_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_confirm = /** @type {((inputs?: Dash_Password_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_confirm(inputs)
	if (locale === "fr") return fr_dash_password_confirm(inputs)
	if (locale === "it") return it_dash_password_confirm(inputs)
	return en_dash_password_confirm(inputs)
});