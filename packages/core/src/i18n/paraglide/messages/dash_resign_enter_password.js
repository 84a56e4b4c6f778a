/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Enter_PasswordInputs */

const en_dash_resign_enter_password = /** @type {(inputs: Dash_Resign_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password`)
};

const de_dash_resign_enter_password = /** @type {(inputs: Dash_Resign_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihr Passwort ein`)
};

const fr_dash_resign_enter_password = /** @type {(inputs: Dash_Resign_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre mot de passe`)
};

const it_dash_resign_enter_password = /** @type {(inputs: Dash_Resign_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca la Sua password`)
};

/**
* | output |
* | --- |
* | "Please enter your password" |
*
* @param {Dash_Resign_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_enter_password = /** @type {((inputs?: Dash_Resign_Enter_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Enter_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_enter_password(inputs)
	if (locale === "fr") return fr_dash_resign_enter_password(inputs)
	if (locale === "it") return it_dash_resign_enter_password(inputs)
	return en_dash_resign_enter_password(inputs)
});