/**
* | output |
* | --- |
* | "Another invoice for {amount} on {day} from {payer}" |
*
* @param {Fees_Unmatched_Other_PayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_other_payer: ((inputs: Fees_Unmatched_Other_PayerInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Other_PayerInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Other_PayerInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
    payer: NonNullable<unknown>;
};
