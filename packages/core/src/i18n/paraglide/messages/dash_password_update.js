/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_UpdateInputs */

const en_dash_password_update = /** @type {(inputs: Dash_Password_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Password`)
};

const de_dash_password_update = /** @type {(inputs: Dash_Password_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort aktualisieren`)
};

const fr_dash_password_update = /** @type {(inputs: Dash_Password_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour le mot de passe`)
};

const it_dash_password_update = /** @type {(inputs: Dash_Password_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiornare la password`)
};

/**
* | output |
* | --- |
* | "Update Password" |
*
* @param {Dash_Password_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_update = /** @type {((inputs?: Dash_Password_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_UpdateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_update(inputs)
	if (locale === "fr") return fr_dash_password_update(inputs)
	if (locale === "it") return it_dash_password_update(inputs)
	return en_dash_password_update(inputs)
});