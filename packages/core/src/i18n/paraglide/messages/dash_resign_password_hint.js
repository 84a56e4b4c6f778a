/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Password_HintInputs */

const en_dash_resign_password_hint = /** @type {(inputs: Dash_Resign_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type your password to confirm.`)
};

const de_dash_resign_password_hint = /** @type {(inputs: Dash_Resign_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung Ihr Passwort ein.`)
};

const fr_dash_resign_password_hint = /** @type {(inputs: Dash_Resign_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre mot de passe pour confirmer.`)
};

const it_dash_resign_password_hint = /** @type {(inputs: Dash_Resign_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digiti la Sua password per confermare.`)
};

/**
* | output |
* | --- |
* | "Type your password to confirm." |
*
* @param {Dash_Resign_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_password_hint = /** @type {((inputs?: Dash_Resign_Password_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Password_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_password_hint(inputs)
	if (locale === "fr") return fr_dash_resign_password_hint(inputs)
	if (locale === "it") return it_dash_resign_password_hint(inputs)
	return en_dash_resign_password_hint(inputs)
});