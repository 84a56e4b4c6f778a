/**
* | output |
* | --- |
* | "Paid in full. Thank you." |
*
* @param {Invoice_Paid_In_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_paid_in_full: ((inputs?: Invoice_Paid_In_FullInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Paid_In_FullInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Paid_In_FullInputs = {};
