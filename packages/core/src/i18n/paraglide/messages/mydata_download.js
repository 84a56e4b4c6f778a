/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_DownloadInputs */

const en_mydata_download = /** @type {(inputs: Mydata_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

const de_mydata_download = /** @type {(inputs: Mydata_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herunterladen`)
};

const fr_mydata_download = /** @type {(inputs: Mydata_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger`)
};

const it_mydata_download = /** @type {(inputs: Mydata_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Mydata_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_download = /** @type {((inputs?: Mydata_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_DownloadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_download(inputs)
	if (locale === "fr") return fr_mydata_download(inputs)
	if (locale === "it") return it_mydata_download(inputs)
	return en_mydata_download(inputs)
});