/**
* | output |
* | --- |
* | "Invoice {number}: membership fee {year}" |
*
* @param {Mail_Invoice_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_subject: ((inputs: Mail_Invoice_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invoice_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invoice_SubjectInputs = {
    number: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
