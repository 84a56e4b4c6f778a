/**
* | output |
* | --- |
* | "How to pay: scan the QR code on the attached invoice (PDF) with your banking app, or enter the account {iban} and the reference {reference} by hand." |
*
* @param {Mail_Invoice_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_how_to_pay: ((inputs: Mail_Invoice_How_To_PayInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invoice_How_To_PayInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invoice_How_To_PayInputs = {
    iban: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
