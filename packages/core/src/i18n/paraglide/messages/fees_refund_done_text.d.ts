/**
* | output |
* | --- |
* | "{amount} of invoice {number} of {name} is to be refunded." |
*
* @param {Fees_Refund_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_done_text: ((inputs: Fees_Refund_Done_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Refund_Done_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Refund_Done_TextInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
