/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_How_LongInputs */

const en_mydata_how_long = /** @type {(inputs: Mydata_How_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

const de_mydata_how_long = /** @type {(inputs: Mydata_How_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie lange wir sie aufbewahren`)
};

const fr_mydata_how_long = /** @type {(inputs: Mydata_How_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Combien de temps nous les conservons`)
};

const it_mydata_how_long = /** @type {(inputs: Mydata_How_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per quanto tempo li conserviamo`)
};

/**
* | output |
* | --- |
* | "How long we keep it" |
*
* @param {Mydata_How_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_how_long = /** @type {((inputs?: Mydata_How_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_How_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_how_long(inputs)
	if (locale === "fr") return fr_mydata_how_long(inputs)
	if (locale === "it") return it_mydata_how_long(inputs)
	return en_mydata_how_long(inputs)
});