/**
* | output |
* | --- |
* | "The payment you choose is taken off invoice {number} of {name}. A bank payment goes back to the unmatched payments, where you assign it to the right invoice ..." |
*
* @param {Fees_Reverse_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_text: ((inputs: Fees_Reverse_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Reverse_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Reverse_TextInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
