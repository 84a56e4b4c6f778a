/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_ChooseInputs */

const en_valid_choose = /** @type {(inputs: Valid_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the options.`)
};

const de_valid_choose = /** @type {(inputs: Valid_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine der Optionen.`)
};

const fr_valid_choose = /** @type {(inputs: Valid_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir l’une des options.`)
};

const it_valid_choose = /** @type {(inputs: Valid_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga una delle opzioni.`)
};

/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Valid_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose = /** @type {((inputs?: Valid_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_ChooseInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_choose(inputs)
	if (locale === "fr") return fr_valid_choose(inputs)
	if (locale === "it") return it_valid_choose(inputs)
	return en_valid_choose(inputs)
});