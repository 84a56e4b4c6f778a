/**
* | output |
* | --- |
* | "{name} · invoice {number} · {open} open" |
*
* @param {Fees_Unmatched_SuggestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_suggestion: ((inputs: Fees_Unmatched_SuggestionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_SuggestionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_SuggestionInputs = {
    name: NonNullable<unknown>;
    number: NonNullable<unknown>;
    open: NonNullable<unknown>;
};
