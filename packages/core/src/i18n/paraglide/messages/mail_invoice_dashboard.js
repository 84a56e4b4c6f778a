/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invoice_DashboardInputs */

const en_mail_invoice_dashboard = /** @type {(inputs: Mail_Invoice_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your dashboard shows the fee, its QR code and the invoice to download:`)
};

const de_mail_invoice_dashboard = /** @type {(inputs: Mail_Invoice_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Dashboard zeigt den Beitrag, seinen QR-Code und die Rechnung zum Herunterladen:`)
};

const fr_mail_invoice_dashboard = /** @type {(inputs: Mail_Invoice_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre tableau de bord affiche la cotisation, son code QR et la facture à télécharger :`)
};

const it_mail_invoice_dashboard = /** @type {(inputs: Mail_Invoice_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua dashboard mostra la quota, il suo codice QR e la fattura da scaricare:`)
};

/**
* | output |
* | --- |
* | "Your dashboard shows the fee, its QR code and the invoice to download:" |
*
* @param {Mail_Invoice_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_dashboard = /** @type {((inputs?: Mail_Invoice_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invoice_DashboardInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invoice_dashboard(inputs)
	if (locale === "fr") return fr_mail_invoice_dashboard(inputs)
	if (locale === "it") return it_mail_invoice_dashboard(inputs)
	return en_mail_invoice_dashboard(inputs)
});