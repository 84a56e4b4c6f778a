/**
* | output |
* | --- |
* | "Similar name" |
*
* @param {Fees_Unmatched_Similar_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_similar_name: ((inputs?: Fees_Unmatched_Similar_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Similar_NameInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Similar_NameInputs = {};
