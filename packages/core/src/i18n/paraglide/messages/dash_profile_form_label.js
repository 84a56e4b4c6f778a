/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_Form_LabelInputs */

const en_dash_profile_form_label = /** @type {(inputs: Dash_Profile_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit profile`)
};

const de_dash_profile_form_label = /** @type {(inputs: Dash_Profile_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

const fr_dash_profile_form_label = /** @type {(inputs: Dash_Profile_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

const it_dash_profile_form_label = /** @type {(inputs: Dash_Profile_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificare il profilo`)
};

/**
* | output |
* | --- |
* | "Edit profile" |
*
* @param {Dash_Profile_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_form_label = /** @type {((inputs?: Dash_Profile_Form_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_Form_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_form_label(inputs)
	if (locale === "fr") return fr_dash_profile_form_label(inputs)
	if (locale === "it") return it_dash_profile_form_label(inputs)
	return en_dash_profile_form_label(inputs)
});