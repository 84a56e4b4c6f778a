/**
* | output |
* | --- |
* | "Please find attached invoice {number} for your membership fee {year} of the {associationName}: {amount}, due by {dueOn}." |
*
* @param {Mail_Invoice_AttachedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_attached: ((inputs: Mail_Invoice_AttachedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invoice_AttachedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invoice_AttachedInputs = {
    number: NonNullable<unknown>;
    year: NonNullable<unknown>;
    associationName: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    dueOn: NonNullable<unknown>;
};
