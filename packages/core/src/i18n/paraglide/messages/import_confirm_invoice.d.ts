/**
* | output |
* | --- |
* | "Each is also billed this year's fee; the invoice is e-mailed once they have chosen their password." |
*
* @param {Import_Confirm_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_invoice: ((inputs?: Import_Confirm_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Confirm_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Confirm_InvoiceInputs = {};
