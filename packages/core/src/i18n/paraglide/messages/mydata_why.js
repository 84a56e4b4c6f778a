/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_WhyInputs */

const en_mydata_why = /** @type {(inputs: Mydata_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why we hold it`)
};

const de_mydata_why = /** @type {(inputs: Mydata_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum wir sie speichern`)
};

const fr_mydata_why = /** @type {(inputs: Mydata_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi nous les détenons`)
};

const it_mydata_why = /** @type {(inputs: Mydata_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perché li conserviamo`)
};

/**
* | output |
* | --- |
* | "Why we hold it" |
*
* @param {Mydata_WhyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_why = /** @type {((inputs?: Mydata_WhyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_WhyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_why(inputs)
	if (locale === "fr") return fr_mydata_why(inputs)
	if (locale === "it") return it_mydata_why(inputs)
	return en_mydata_why(inputs)
});