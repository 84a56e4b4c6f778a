/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_RecognitionInputs */

const en_em_recognition = /** @type {(inputs: Em_RecognitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recognition`)
};

const de_em_recognition = /** @type {(inputs: Em_RecognitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anerkennung`)
};

const fr_em_recognition = /** @type {(inputs: Em_RecognitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnaissance`)
};

const it_em_recognition = /** @type {(inputs: Em_RecognitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riconoscimento`)
};

/**
* | output |
* | --- |
* | "Recognition" |
*
* @param {Em_RecognitionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_recognition = /** @type {((inputs?: Em_RecognitionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_RecognitionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_recognition(inputs)
	if (locale === "fr") return fr_em_recognition(inputs)
	if (locale === "it") return it_em_recognition(inputs)
	return en_em_recognition(inputs)
});