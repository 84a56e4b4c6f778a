/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_No_AddressInputs */

const en_invoice_no_address = /** @type {(inputs: Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We collect no postal address, so the “Payable by” box of the payment part is left blank.`)
};

const de_invoice_no_address = /** @type {(inputs: Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir erheben keine Postadresse, daher bleibt das Feld «Zahlbar durch» des Zahlteils leer.`)
};

const fr_invoice_no_address = /** @type {(inputs: Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne collectons pas d'adresse postale ; la case « Payable par » de la section paiement reste donc vide.`)
};

const it_invoice_no_address = /** @type {(inputs: Invoice_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non raccogliamo indirizzi postali, perciò il campo «Pagabile da» della sezione pagamento resta vuoto.`)
};

/**
* | output |
* | --- |
* | "We collect no postal address, so the “Payable by” box of the payment part is left blank." |
*
* @param {Invoice_No_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_no_address = /** @type {((inputs?: Invoice_No_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_No_AddressInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_no_address(inputs)
	if (locale === "fr") return fr_invoice_no_address(inputs)
	if (locale === "it") return it_invoice_no_address(inputs)
	return en_invoice_no_address(inputs)
});