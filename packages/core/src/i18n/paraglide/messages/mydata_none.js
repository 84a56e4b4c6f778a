/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_NoneInputs */

const en_mydata_none = /** @type {(inputs: Mydata_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const de_mydata_none = /** @type {(inputs: Mydata_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine`)
};

const fr_mydata_none = /** @type {(inputs: Mydata_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune`)
};

const it_mydata_none = /** @type {(inputs: Mydata_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Mydata_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_none = /** @type {((inputs?: Mydata_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_none(inputs)
	if (locale === "fr") return fr_mydata_none(inputs)
	if (locale === "it") return it_mydata_none(inputs)
	return en_mydata_none(inputs)
});