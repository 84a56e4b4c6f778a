/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Download_ButtonInputs */

const en_mydata_download_button = /** @type {(inputs: Mydata_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download My Data`)
};

const de_mydata_download_button = /** @type {(inputs: Mydata_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const fr_mydata_download_button = /** @type {(inputs: Mydata_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const it_mydata_download_button = /** @type {(inputs: Mydata_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare i miei dati`)
};

/**
* | output |
* | --- |
* | "Download My Data" |
*
* @param {Mydata_Download_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_download_button = /** @type {((inputs?: Mydata_Download_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Download_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_download_button(inputs)
	if (locale === "fr") return fr_mydata_download_button(inputs)
	if (locale === "it") return it_mydata_download_button(inputs)
	return en_mydata_download_button(inputs)
});