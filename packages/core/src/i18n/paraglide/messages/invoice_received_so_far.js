/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Received_So_FarInputs */

const en_invoice_received_so_far = /** @type {(inputs: Invoice_Received_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received so far`)
};

const de_invoice_received_so_far = /** @type {(inputs: Invoice_Received_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher erhalten`)
};

const fr_invoice_received_so_far = /** @type {(inputs: Invoice_Received_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà reçu`)
};

const it_invoice_received_so_far = /** @type {(inputs: Invoice_Received_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finora ricevuto`)
};

/**
* | output |
* | --- |
* | "Received so far" |
*
* @param {Invoice_Received_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_received_so_far = /** @type {((inputs?: Invoice_Received_So_FarInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Received_So_FarInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_received_so_far(inputs)
	if (locale === "fr") return fr_invoice_received_so_far(inputs)
	if (locale === "it") return it_invoice_received_so_far(inputs)
	return en_invoice_received_so_far(inputs)
});