/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_SourceInputs */

const en_mydata_source = /** @type {(inputs: Mydata_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it came from`)
};

const de_mydata_source = /** @type {(inputs: Mydata_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Woher sie stammen`)
};

const fr_mydata_source = /** @type {(inputs: Mydata_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’où elles proviennent`)
};

const it_mydata_source = /** @type {(inputs: Mydata_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da dove provengono`)
};

/**
* | output |
* | --- |
* | "Where it came from" |
*
* @param {Mydata_SourceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_source = /** @type {((inputs?: Mydata_SourceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_SourceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_source(inputs)
	if (locale === "fr") return fr_mydata_source(inputs)
	if (locale === "it") return it_mydata_source(inputs)
	return en_mydata_source(inputs)
});