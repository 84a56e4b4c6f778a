/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_CancelledInputs */

const en_invoice_cancelled = /** @type {(inputs: Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invoice has been cancelled: please do not pay it.`)
};

const de_invoice_cancelled = /** @type {(inputs: Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Rechnung wurde storniert: Bitte bezahlen Sie sie nicht.`)
};

const fr_invoice_cancelled = /** @type {(inputs: Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette facture a été annulée : veuillez ne pas la payer.`)
};

const it_invoice_cancelled = /** @type {(inputs: Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa fattura è stata annullata: La preghiamo di non pagarla.`)
};

/**
* | output |
* | --- |
* | "This invoice has been cancelled: please do not pay it." |
*
* @param {Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_cancelled = /** @type {((inputs?: Invoice_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_CancelledInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_cancelled(inputs)
	if (locale === "fr") return fr_invoice_cancelled(inputs)
	if (locale === "it") return it_invoice_cancelled(inputs)
	return en_invoice_cancelled(inputs)
});