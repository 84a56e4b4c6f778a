/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_RequiredInputs */

const en_valid_required = /** @type {(inputs: Valid_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in this field.`)
};

const de_valid_required = /** @type {(inputs: Valid_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte füllen Sie dieses Feld aus.`)
};

const fr_valid_required = /** @type {(inputs: Valid_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir ce champ.`)
};

const it_valid_required = /** @type {(inputs: Valid_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compili questo campo.`)
};

/**
* | output |
* | --- |
* | "Please fill in this field." |
*
* @param {Valid_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_required = /** @type {((inputs?: Valid_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_required(inputs)
	if (locale === "fr") return fr_valid_required(inputs)
	if (locale === "it") return it_valid_required(inputs)
	return en_valid_required(inputs)
});