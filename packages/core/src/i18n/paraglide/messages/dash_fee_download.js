/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_DownloadInputs */

const en_dash_fee_download = /** @type {(inputs: Dash_Fee_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download invoice (PDF)`)
};

const de_dash_fee_download = /** @type {(inputs: Dash_Fee_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung herunterladen (PDF)`)
};

const fr_dash_fee_download = /** @type {(inputs: Dash_Fee_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger la facture (PDF)`)
};

const it_dash_fee_download = /** @type {(inputs: Dash_Fee_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare la fattura (PDF)`)
};

/**
* | output |
* | --- |
* | "Download invoice (PDF)" |
*
* @param {Dash_Fee_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_download = /** @type {((inputs?: Dash_Fee_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_DownloadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_download(inputs)
	if (locale === "fr") return fr_dash_fee_download(inputs)
	if (locale === "it") return it_dash_fee_download(inputs)
	return en_dash_fee_download(inputs)
});