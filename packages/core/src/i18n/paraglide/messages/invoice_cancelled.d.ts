/**
* | output |
* | --- |
* | "This invoice has been cancelled: please do not pay it." |
*
* @param {Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_cancelled: ((inputs?: Invoice_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_CancelledInputs = {};
