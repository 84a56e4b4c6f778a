/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_PrintInputs */

const en_mydata_print = /** @type {(inputs: Mydata_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print or Save as PDF`)
};

const de_mydata_print = /** @type {(inputs: Mydata_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drucken oder als PDF speichern`)
};

const fr_mydata_print = /** @type {(inputs: Mydata_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimer ou enregistrer en PDF`)
};

const it_mydata_print = /** @type {(inputs: Mydata_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stampare o salvare come PDF`)
};

/**
* | output |
* | --- |
* | "Print or Save as PDF" |
*
* @param {Mydata_PrintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_print = /** @type {((inputs?: Mydata_PrintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_PrintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_print(inputs)
	if (locale === "fr") return fr_mydata_print(inputs)
	if (locale === "it") return it_mydata_print(inputs)
	return en_mydata_print(inputs)
});