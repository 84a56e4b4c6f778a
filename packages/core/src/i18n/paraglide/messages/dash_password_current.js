/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_CurrentInputs */

const en_dash_password_current = /** @type {(inputs: Dash_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

const de_dash_password_current = /** @type {(inputs: Dash_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

const fr_dash_password_current = /** @type {(inputs: Dash_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

const it_dash_password_current = /** @type {(inputs: Dash_Password_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password attuale`)
};

/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Dash_Password_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_current = /** @type {((inputs?: Dash_Password_CurrentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_CurrentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_current(inputs)
	if (locale === "fr") return fr_dash_password_current(inputs)
	if (locale === "it") return it_dash_password_current(inputs)
	return en_dash_password_current(inputs)
});