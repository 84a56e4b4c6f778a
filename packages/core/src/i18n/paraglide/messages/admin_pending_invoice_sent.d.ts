/**
* | output |
* | --- |
* | "The invoice for the annual fee has been e-mailed." |
*
* @param {Admin_Pending_Invoice_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_invoice_sent: ((inputs?: Admin_Pending_Invoice_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pending_Invoice_SentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pending_Invoice_SentInputs = {};
