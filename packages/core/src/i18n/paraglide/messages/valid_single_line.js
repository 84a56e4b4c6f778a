/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Single_LineInputs */

const en_valid_single_line = /** @type {(inputs: Valid_Single_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please remove line breaks and control characters.`)
};

const de_valid_single_line = /** @type {(inputs: Valid_Single_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte entfernen Sie Zeilenumbrüche und Steuerzeichen.`)
};

const fr_valid_single_line = /** @type {(inputs: Valid_Single_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez supprimer les retours à la ligne et les caractères de contrôle.`)
};

const it_valid_single_line = /** @type {(inputs: Valid_Single_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuova le interruzioni di riga e i caratteri di controllo.`)
};

/**
* | output |
* | --- |
* | "Please remove line breaks and control characters." |
*
* @param {Valid_Single_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_single_line = /** @type {((inputs?: Valid_Single_LineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Single_LineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_single_line(inputs)
	if (locale === "fr") return fr_valid_single_line(inputs)
	if (locale === "it") return it_valid_single_line(inputs)
	return en_valid_single_line(inputs)
});