/**
* | output |
* | --- |
* | "No invoices yet." |
*
* @param {Person_No_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_no_invoices: ((inputs?: Person_No_InvoicesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_No_InvoicesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_No_InvoicesInputs = {};
