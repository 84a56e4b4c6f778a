/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_TitleInputs */

const en_dash_profile_title = /** @type {(inputs: Dash_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Profile`)
};

const de_dash_profile_title = /** @type {(inputs: Dash_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Profil`)
};

const fr_dash_profile_title = /** @type {(inputs: Dash_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon profil`)
};

const it_dash_profile_title = /** @type {(inputs: Dash_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il mio profilo`)
};

/**
* | output |
* | --- |
* | "My Profile" |
*
* @param {Dash_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_title = /** @type {((inputs?: Dash_Profile_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_title(inputs)
	if (locale === "fr") return fr_dash_profile_title(inputs)
	if (locale === "it") return it_dash_profile_title(inputs)
	return en_dash_profile_title(inputs)
});