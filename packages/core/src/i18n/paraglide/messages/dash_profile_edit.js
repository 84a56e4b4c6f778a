/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_EditInputs */

const en_dash_profile_edit = /** @type {(inputs: Dash_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const de_dash_profile_edit = /** @type {(inputs: Dash_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

const fr_dash_profile_edit = /** @type {(inputs: Dash_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const it_dash_profile_edit = /** @type {(inputs: Dash_Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificare il profilo`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Dash_Profile_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_edit = /** @type {((inputs?: Dash_Profile_EditInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_EditInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_edit(inputs)
	if (locale === "fr") return fr_dash_profile_edit(inputs)
	if (locale === "it") return it_dash_profile_edit(inputs)
	return en_dash_profile_edit(inputs)
});