/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Load_FailedInputs */

const en_mydata_load_failed = /** @type {(inputs: Mydata_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The descriptions of your data could not be loaded.`)
};

const de_mydata_load_failed = /** @type {(inputs: Mydata_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Beschreibungen Ihrer Daten konnten nicht geladen werden.`)
};

const fr_mydata_load_failed = /** @type {(inputs: Mydata_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les descriptions de vos données n’ont pas pu être chargées.`)
};

const it_mydata_load_failed = /** @type {(inputs: Mydata_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare le descrizioni dei Suoi dati.`)
};

/**
* | output |
* | --- |
* | "The descriptions of your data could not be loaded." |
*
* @param {Mydata_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_load_failed = /** @type {((inputs?: Mydata_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_load_failed(inputs)
	if (locale === "fr") return fr_mydata_load_failed(inputs)
	if (locale === "it") return it_mydata_load_failed(inputs)
	return en_mydata_load_failed(inputs)
});