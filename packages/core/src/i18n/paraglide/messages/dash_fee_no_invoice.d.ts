/**
* | output |
* | --- |
* | "No invoice yet. It is e-mailed to you as soon as it is made." |
*
* @param {Dash_Fee_No_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_no_invoice: ((inputs?: Dash_Fee_No_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_No_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_No_InvoiceInputs = {};
