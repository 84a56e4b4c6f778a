/**
* | output |
* | --- |
* | "Each new member is also billed for this membership year (from 1 October: next year’s); the invoice is e-mailed once they have chosen their password through t..." |
*
* @param {Import_Send_Invoice_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_send_invoice_hint: ((inputs?: Import_Send_Invoice_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Send_Invoice_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Send_Invoice_HintInputs = {};
