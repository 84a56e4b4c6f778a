/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 invoice matches" |
* | * | "{shownCount} invoices match" |
*
* @param {Fees_Count_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count_matching: ((inputs: Fees_Count_MatchingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Count_MatchingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Count_MatchingInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
