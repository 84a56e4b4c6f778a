/**
* | output |
* | --- |
* | "Invoice cancelled" |
*
* @param {Audit_Label_Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_invoice_cancelled: ((inputs?: Audit_Label_Invoice_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Invoice_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Invoice_CancelledInputs = {};
