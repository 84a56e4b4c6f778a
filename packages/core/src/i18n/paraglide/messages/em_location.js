/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_LocationInputs */

const en_em_location = /** @type {(inputs: Em_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location:`)
};

const de_em_location = /** @type {(inputs: Em_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort:`)
};

const fr_em_location = /** @type {(inputs: Em_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu :`)
};

const it_em_location = /** @type {(inputs: Em_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo:`)
};

/**
* | output |
* | --- |
* | "Location:" |
*
* @param {Em_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_location = /** @type {((inputs?: Em_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_LocationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_location(inputs)
	if (locale === "fr") return fr_em_location(inputs)
	if (locale === "it") return it_em_location(inputs)
	return en_em_location(inputs)
});