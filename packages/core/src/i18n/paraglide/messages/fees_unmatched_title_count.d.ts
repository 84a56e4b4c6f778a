/**
* | output |
* | --- |
* | "Unmatched payments ({total})" |
*
* @param {Fees_Unmatched_Title_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_title_count: ((inputs: Fees_Unmatched_Title_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Title_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Title_CountInputs = {
    total: NonNullable<unknown>;
};
