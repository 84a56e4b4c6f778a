/**
* | output |
* | --- |
* | "We collect no postal address, so the “Payable by” box of the payment part is left blank." |
*
* @param {Invoice_No_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_no_address: ((inputs?: Invoice_No_AddressInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_No_AddressInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_No_AddressInputs = {};
