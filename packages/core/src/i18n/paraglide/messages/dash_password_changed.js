/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_ChangedInputs */

const en_dash_password_changed = /** @type {(inputs: Dash_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const de_dash_password_changed = /** @type {(inputs: Dash_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

const fr_dash_password_changed = /** @type {(inputs: Dash_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

const it_dash_password_changed = /** @type {(inputs: Dash_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password modificata`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Dash_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_changed = /** @type {((inputs?: Dash_Password_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_changed(inputs)
	if (locale === "fr") return fr_dash_password_changed(inputs)
	if (locale === "it") return it_dash_password_changed(inputs)
	return en_dash_password_changed(inputs)
});