/**
* | output |
* | --- |
* | "{amount} on {day}, bank payment from {payer}" |
*
* @param {Fees_Reverse_BankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_bank: ((inputs: Fees_Reverse_BankInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Reverse_BankInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Reverse_BankInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
    payer: NonNullable<unknown>;
};
