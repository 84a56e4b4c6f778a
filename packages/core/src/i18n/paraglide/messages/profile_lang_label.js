/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Lang_LabelInputs */

const en_profile_lang_label = /** @type {(inputs: Profile_Lang_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const de_profile_lang_label = /** @type {(inputs: Profile_Lang_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

const fr_profile_lang_label = /** @type {(inputs: Profile_Lang_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

const it_profile_lang_label = /** @type {(inputs: Profile_Lang_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Profile_Lang_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_label = /** @type {((inputs?: Profile_Lang_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Lang_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_lang_label(inputs)
	if (locale === "fr") return fr_profile_lang_label(inputs)
	if (locale === "it") return it_profile_lang_label(inputs)
	return en_profile_lang_label(inputs)
});