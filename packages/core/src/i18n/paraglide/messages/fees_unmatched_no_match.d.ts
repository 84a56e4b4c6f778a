/**
* | output |
* | --- |
* | "No open invoice matches “{q}”." |
*
* @param {Fees_Unmatched_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_match: ((inputs: Fees_Unmatched_No_MatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_No_MatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_No_MatchInputs = {
    q: NonNullable<unknown>;
};
