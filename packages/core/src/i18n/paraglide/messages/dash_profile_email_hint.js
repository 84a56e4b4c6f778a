/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_Email_HintInputs */

const en_dash_profile_email_hint = /** @type {(inputs: Dash_Profile_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email cannot be changed`)
};

const de_dash_profile_email_hint = /** @type {(inputs: Dash_Profile_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die E-Mail-Adresse kann nicht geändert werden`)
};

const fr_dash_profile_email_hint = /** @type {(inputs: Dash_Profile_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail ne peut pas être modifié`)
};

const it_dash_profile_email_hint = /** @type {(inputs: Dash_Profile_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’e-mail non può essere modificata`)
};

/**
* | output |
* | --- |
* | "Email cannot be changed" |
*
* @param {Dash_Profile_Email_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_email_hint = /** @type {((inputs?: Dash_Profile_Email_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_Email_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_email_hint(inputs)
	if (locale === "fr") return fr_dash_profile_email_hint(inputs)
	if (locale === "it") return it_dash_profile_email_hint(inputs)
	return en_dash_profile_email_hint(inputs)
});