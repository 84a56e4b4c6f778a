/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Send_InvoiceInputs */

const en_import_send_invoice = /** @type {(inputs: Import_Send_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this year’s invoice`)
};

const de_import_send_invoice = /** @type {(inputs: Import_Send_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung für dieses Jahr senden`)
};

const fr_import_send_invoice = /** @type {(inputs: Import_Send_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la facture de cette année`)
};

const it_import_send_invoice = /** @type {(inputs: Import_Send_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare la fattura di quest’anno`)
};

/**
* | output |
* | --- |
* | "Send this year’s invoice" |
*
* @param {Import_Send_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_send_invoice = /** @type {((inputs?: Import_Send_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Send_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_send_invoice(inputs)
	if (locale === "fr") return fr_import_send_invoice(inputs)
	if (locale === "it") return it_import_send_invoice(inputs)
	return en_import_send_invoice(inputs)
});