/**
* | output |
* | --- |
* | "Reversals without a payment to undo" |
*
* @param {Fees_Bank_Unmatched_ReversalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_unmatched_reversals: ((inputs?: Fees_Bank_Unmatched_ReversalsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Unmatched_ReversalsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Unmatched_ReversalsInputs = {};
