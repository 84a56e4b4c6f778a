/**
* | output |
* | --- |
* | "Another invoice for {amount} on {day}" |
*
* @param {Fees_Unmatched_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_other: ((inputs: Fees_Unmatched_OtherInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_OtherInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_OtherInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
