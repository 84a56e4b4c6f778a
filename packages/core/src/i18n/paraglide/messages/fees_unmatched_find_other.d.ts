/**
* | output |
* | --- |
* | "Find another invoice" |
*
* @param {Fees_Unmatched_Find_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_find_other: ((inputs?: Fees_Unmatched_Find_OtherInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Find_OtherInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Find_OtherInputs = {};
