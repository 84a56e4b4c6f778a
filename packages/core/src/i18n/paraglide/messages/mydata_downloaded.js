/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_DownloadedInputs */

const en_mydata_downloaded = /** @type {(inputs: Mydata_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data has been downloaded`)
};

const de_mydata_downloaded = /** @type {(inputs: Mydata_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Daten wurden heruntergeladen`)
};

const fr_mydata_downloaded = /** @type {(inputs: Mydata_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données ont été téléchargées`)
};

const it_mydata_downloaded = /** @type {(inputs: Mydata_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I Suoi dati sono stati scaricati`)
};

/**
* | output |
* | --- |
* | "Your data has been downloaded" |
*
* @param {Mydata_DownloadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_downloaded = /** @type {((inputs?: Mydata_DownloadedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_DownloadedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_downloaded(inputs)
	if (locale === "fr") return fr_mydata_downloaded(inputs)
	if (locale === "it") return it_mydata_downloaded(inputs)
	return en_mydata_downloaded(inputs)
});