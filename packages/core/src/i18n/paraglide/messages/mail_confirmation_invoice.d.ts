/**
* | output |
* | --- |
* | "We will send you the invoice for the annual fee within {days} days." |
*
* @param {Mail_Confirmation_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_invoice: ((inputs: Mail_Confirmation_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirmation_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirmation_InvoiceInputs = {
    days: NonNullable<unknown>;
};
