/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Control_CharactersInputs */

const en_valid_control_characters = /** @type {(inputs: Valid_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please remove control characters.`)
};

const de_valid_control_characters = /** @type {(inputs: Valid_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte entfernen Sie Steuerzeichen.`)
};

const fr_valid_control_characters = /** @type {(inputs: Valid_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez supprimer les caractères de contrôle.`)
};

const it_valid_control_characters = /** @type {(inputs: Valid_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuova i caratteri di controllo.`)
};

/**
* | output |
* | --- |
* | "Please remove control characters." |
*
* @param {Valid_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_control_characters = /** @type {((inputs?: Valid_Control_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Control_CharactersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_control_characters(inputs)
	if (locale === "fr") return fr_valid_control_characters(inputs)
	if (locale === "it") return it_valid_control_characters(inputs)
	return en_valid_control_characters(inputs)
});