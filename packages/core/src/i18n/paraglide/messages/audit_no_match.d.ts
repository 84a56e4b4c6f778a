/**
* | output |
* | --- |
* | "No entries match these filters. Clear filters shows them all." |
*
* @param {Audit_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_no_match: ((inputs?: Audit_No_MatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_No_MatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_No_MatchInputs = {};
