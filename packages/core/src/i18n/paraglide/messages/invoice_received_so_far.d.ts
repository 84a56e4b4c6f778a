/**
* | output |
* | --- |
* | "Received so far" |
*
* @param {Invoice_Received_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_received_so_far: ((inputs?: Invoice_Received_So_FarInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Received_So_FarInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Received_So_FarInputs = {};
