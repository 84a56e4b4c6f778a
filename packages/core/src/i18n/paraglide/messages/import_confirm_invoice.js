/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Confirm_InvoiceInputs */

const en_import_confirm_invoice = /** @type {(inputs: Import_Confirm_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each is also billed this year's fee; the invoice is e-mailed once they have chosen their password.`)
};

const de_import_confirm_invoice = /** @type {(inputs: Import_Confirm_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedem wird auch der Beitrag dieses Jahres in Rechnung gestellt; die Rechnung wird per E-Mail verschickt, sobald das Passwort gewählt ist.`)
};

const fr_import_confirm_invoice = /** @type {(inputs: Import_Confirm_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun est aussi facturé de la cotisation de cette année ; la facture est envoyée par e-mail une fois le mot de passe choisi.`)
};

const it_import_confirm_invoice = /** @type {(inputs: Import_Confirm_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ognuno viene fatturata anche la quota di quest’anno; la fattura viene inviata per e-mail quando ha scelto la password.`)
};

/**
* | output |
* | --- |
* | "Each is also billed this year's fee; the invoice is e-mailed once they have chosen their password." |
*
* @param {Import_Confirm_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_invoice = /** @type {((inputs?: Import_Confirm_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Confirm_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_confirm_invoice(inputs)
	if (locale === "fr") return fr_import_confirm_invoice(inputs)
	if (locale === "it") return it_import_confirm_invoice(inputs)
	return en_import_confirm_invoice(inputs)
});