/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_Application_ChangeInputs */

const en_dash_profile_application_change = /** @type {(inputs: Dash_Profile_Application_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To change these, write to the board.`)
};

const de_dash_profile_application_change = /** @type {(inputs: Dash_Profile_Application_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Änderungen schreiben Sie bitte dem Vorstand.`)
};

const fr_dash_profile_application_change = /** @type {(inputs: Dash_Profile_Application_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les modifier, écrivez au comité.`)
};

const it_dash_profile_application_change = /** @type {(inputs: Dash_Profile_Application_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per modificarli, scriva al comitato.`)
};

/**
* | output |
* | --- |
* | "To change these, write to the board." |
*
* @param {Dash_Profile_Application_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_application_change = /** @type {((inputs?: Dash_Profile_Application_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_Application_ChangeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_application_change(inputs)
	if (locale === "fr") return fr_dash_profile_application_change(inputs)
	if (locale === "it") return it_dash_profile_application_change(inputs)
	return en_dash_profile_application_change(inputs)
});