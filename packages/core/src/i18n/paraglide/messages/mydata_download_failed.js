/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Download_FailedInputs */

const en_mydata_download_failed = /** @type {(inputs: Mydata_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be downloaded`)
};

const de_mydata_download_failed = /** @type {(inputs: Mydata_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten konnten nicht heruntergeladen werden`)
};

const fr_mydata_download_failed = /** @type {(inputs: Mydata_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données n’ont pas pu être téléchargées`)
};

const it_mydata_download_failed = /** @type {(inputs: Mydata_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile scaricare i Suoi dati`)
};

/**
* | output |
* | --- |
* | "Your data could not be downloaded" |
*
* @param {Mydata_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_download_failed = /** @type {((inputs?: Mydata_Download_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Download_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_download_failed(inputs)
	if (locale === "fr") return fr_mydata_download_failed(inputs)
	if (locale === "it") return it_mydata_download_failed(inputs)
	return en_mydata_download_failed(inputs)
});