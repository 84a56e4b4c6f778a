/**
* | output |
* | --- |
* | "No invoice of {year} matches this state or search." |
*
* @param {Fees_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_no_match: ((inputs: Fees_No_MatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_No_MatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_No_MatchInputs = {
    year: NonNullable<unknown>;
};
