/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, folder: NonNullable<unknown> }} Files_Uploaded_TextInputs */

const en_files_uploaded_text = /** @type {(inputs: Files_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now in ${i?.folder}.`)
};

const de_files_uploaded_text = /** @type {(inputs: Files_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist jetzt in ${i?.folder}.`)
};

const fr_files_uploaded_text = /** @type {(inputs: Files_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est maintenant dans ${i?.folder}.`)
};

const it_files_uploaded_text = /** @type {(inputs: Files_Uploaded_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ora si trova in ${i?.folder}.`)
};

/**
* | output |
* | --- |
* | "{name} is now in {folder}." |
*
* @param {Files_Uploaded_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_uploaded_text = /** @type {((inputs: Files_Uploaded_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Uploaded_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_uploaded_text(inputs)
	if (locale === "fr") return fr_files_uploaded_text(inputs)
	if (locale === "it") return it_files_uploaded_text(inputs)
	return en_files_uploaded_text(inputs)
});