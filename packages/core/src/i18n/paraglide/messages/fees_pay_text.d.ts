/**
* | output |
* | --- |
* | "Record a payment for invoice {number} of {name}: {open} of {amount} is open." |
*
* @param {Fees_Pay_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_text: ((inputs: Fees_Pay_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Pay_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Pay_TextInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
    open: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
