/**
* | output |
* | --- |
* | "Membership fee {year}, invoice {number}" |
*
* @param {Invoice_Qr_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_qr_message: ((inputs: Invoice_Qr_MessageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Qr_MessageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Qr_MessageInputs = {
    year: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
