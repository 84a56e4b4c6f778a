/**
* | output |
* | --- |
* | "Your dashboard shows the fee, its QR code and the invoice to download:" |
*
* @param {Mail_Invoice_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_dashboard: ((inputs?: Mail_Invoice_DashboardInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invoice_DashboardInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invoice_DashboardInputs = {};
