/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Lang_SavedInputs */

const en_profile_lang_saved = /** @type {(inputs: Profile_Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language saved`)
};

const de_profile_lang_saved = /** @type {(inputs: Profile_Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache gespeichert`)
};

const fr_profile_lang_saved = /** @type {(inputs: Profile_Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue enregistrée`)
};

const it_profile_lang_saved = /** @type {(inputs: Profile_Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua salvata`)
};

/**
* | output |
* | --- |
* | "Language saved" |
*
* @param {Profile_Lang_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_saved = /** @type {((inputs?: Profile_Lang_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Lang_SavedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_lang_saved(inputs)
	if (locale === "fr") return fr_profile_lang_saved(inputs)
	if (locale === "it") return it_profile_lang_saved(inputs)
	return en_profile_lang_saved(inputs)
});