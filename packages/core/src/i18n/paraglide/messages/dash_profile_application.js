/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_ApplicationInputs */

const en_dash_profile_application = /** @type {(inputs: Dash_Profile_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your membership application`)
};

const de_dash_profile_application = /** @type {(inputs: Dash_Profile_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus Ihrem Mitgliedschaftsantrag`)
};

const fr_dash_profile_application = /** @type {(inputs: Dash_Profile_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiré de votre demande d’adhésion`)
};

const it_dash_profile_application = /** @type {(inputs: Dash_Profile_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dalla Sua domanda di adesione`)
};

/**
* | output |
* | --- |
* | "From your membership application" |
*
* @param {Dash_Profile_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_application = /** @type {((inputs?: Dash_Profile_ApplicationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_ApplicationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_application(inputs)
	if (locale === "fr") return fr_dash_profile_application(inputs)
	if (locale === "it") return it_dash_profile_application(inputs)
	return en_dash_profile_application(inputs)
});