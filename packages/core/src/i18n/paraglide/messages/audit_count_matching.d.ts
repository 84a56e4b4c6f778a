/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 entry matches" |
* | * | "{shownCount} entries match" |
*
* @param {Audit_Count_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_count_matching: ((inputs: Audit_Count_MatchingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Count_MatchingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Count_MatchingInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
