/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_DownloadInputs */

const en_twofa_download = /** @type {(inputs: Twofa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

const de_twofa_download = /** @type {(inputs: Twofa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herunterladen`)
};

const fr_twofa_download = /** @type {(inputs: Twofa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger`)
};

const it_twofa_download = /** @type {(inputs: Twofa_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Twofa_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_download = /** @type {((inputs?: Twofa_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_DownloadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_download(inputs)
	if (locale === "fr") return fr_twofa_download(inputs)
	if (locale === "it") return it_twofa_download(inputs)
	return en_twofa_download(inputs)
});