/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_ScanInputs */

const en_dash_fee_scan = /** @type {(inputs: Dash_Fee_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code with your banking app, or pay by hand with these details:`)
};

const de_dash_fee_scan = /** @type {(inputs: Dash_Fee_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen Sie den QR-Code mit Ihrer Banking-App oder zahlen Sie manuell mit diesen Angaben:`)
};

const fr_dash_fee_scan = /** @type {(inputs: Dash_Fee_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez le code QR avec votre application bancaire ou payez manuellement avec ces informations :`)
};

const it_dash_fee_scan = /** @type {(inputs: Dash_Fee_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scansioni il codice QR con la Sua app bancaria oppure paghi manualmente con questi dati:`)
};

/**
* | output |
* | --- |
* | "Scan the QR code with your banking app, or pay by hand with these details:" |
*
* @param {Dash_Fee_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_scan = /** @type {((inputs?: Dash_Fee_ScanInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_ScanInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_scan(inputs)
	if (locale === "fr") return fr_dash_fee_scan(inputs)
	if (locale === "it") return it_dash_fee_scan(inputs)
	return en_dash_fee_scan(inputs)
});