/**
* | output |
* | --- |
* | "The invoice for the annual fee comes in a separate e-mail, right away, or as soon as you confirm your e-mail address if you have not done so yet." |
*
* @param {Mail_Approved_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_invoice: ((inputs?: Mail_Approved_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Approved_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Approved_InvoiceInputs = {};
