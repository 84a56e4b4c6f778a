/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Lang_Save_FailedInputs */

const en_profile_lang_save_failed = /** @type {(inputs: Profile_Lang_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the language`)
};

const de_profile_lang_save_failed = /** @type {(inputs: Profile_Lang_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Sprache konnte nicht gespeichert werden`)
};

const fr_profile_lang_save_failed = /** @type {(inputs: Profile_Lang_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La langue n'a pas pu être enregistrée`)
};

const it_profile_lang_save_failed = /** @type {(inputs: Profile_Lang_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile salvare la lingua`)
};

/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Profile_Lang_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_save_failed = /** @type {((inputs?: Profile_Lang_Save_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Lang_Save_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_lang_save_failed(inputs)
	if (locale === "fr") return fr_profile_lang_save_failed(inputs)
	if (locale === "it") return it_profile_lang_save_failed(inputs)
	return en_profile_lang_save_failed(inputs)
});