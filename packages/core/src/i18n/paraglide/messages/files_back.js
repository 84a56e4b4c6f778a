/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_BackInputs */

const en_files_back = /** @type {(inputs: Files_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

const de_files_back = /** @type {(inputs: Files_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_files_back = /** @type {(inputs: Files_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

const it_files_back = /** @type {(inputs: Files_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare alla dashboard`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Files_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_back = /** @type {((inputs?: Files_BackInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_BackInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_back(inputs)
	if (locale === "fr") return fr_files_back(inputs)
	if (locale === "it") return it_files_back(inputs)
	return en_files_back(inputs)
});