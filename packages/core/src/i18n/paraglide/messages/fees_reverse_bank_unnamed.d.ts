/**
* | output |
* | --- |
* | "{amount} on {day}, bank payment" |
*
* @param {Fees_Reverse_Bank_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_bank_unnamed: ((inputs: Fees_Reverse_Bank_UnnamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Reverse_Bank_UnnamedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Reverse_Bank_UnnamedInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
