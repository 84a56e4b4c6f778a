/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Person_Col_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_invoice: ((inputs?: Person_Col_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Col_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Col_InvoiceInputs = {};
