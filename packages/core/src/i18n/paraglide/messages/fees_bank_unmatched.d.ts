/**
* | output |
* | --- |
* | "Unmatched: waiting for you below" |
*
* @param {Fees_Bank_UnmatchedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_unmatched: ((inputs?: Fees_Bank_UnmatchedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_UnmatchedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_UnmatchedInputs = {};
