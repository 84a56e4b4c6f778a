/**
* | output |
* | --- |
* | "Paid in full on {day}. Thank you." |
*
* @param {Invoice_Paid_In_Full_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_paid_in_full_on: ((inputs: Invoice_Paid_In_Full_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Paid_In_Full_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Paid_In_Full_OnInputs = {
    day: NonNullable<unknown>;
};
