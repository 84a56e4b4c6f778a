/**
* | output |
* | --- |
* | "The invoice for the annual fee will be e-mailed to you within {days} days. Until then you can keep your profile up to date here." |
*
* @param {Dash_Pending_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_pending_invoice: ((inputs: Dash_Pending_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Pending_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Pending_InvoiceInputs = {
    days: NonNullable<unknown>;
};
