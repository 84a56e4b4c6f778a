/**
* | output |
* | --- |
* | "{amount} was paid too much on invoice {number} of {name}. It is taken off the invoice and listed as to refund in the payments CSV; pay it back from the bank ..." |
*
* @param {Fees_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_text: ((inputs: Fees_Refund_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Refund_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Refund_TextInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
