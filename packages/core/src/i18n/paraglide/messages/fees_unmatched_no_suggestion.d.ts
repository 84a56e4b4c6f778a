/**
* | output |
* | --- |
* | "No open invoice has this amount or a similar name." |
*
* @param {Fees_Unmatched_No_SuggestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_suggestion: ((inputs?: Fees_Unmatched_No_SuggestionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_No_SuggestionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_No_SuggestionInputs = {};
