/**
* | output |
* | --- |
* | "Please pay {amount} by {dueOn} with the payment part below, quoting its reference." |
*
* @param {Invoice_Please_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_please_pay: ((inputs: Invoice_Please_PayInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Please_PayInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Please_PayInputs = {
    amount: NonNullable<unknown>;
    dueOn: NonNullable<unknown>;
};
