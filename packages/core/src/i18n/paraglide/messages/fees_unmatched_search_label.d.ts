/**
* | output |
* | --- |
* | "Search open invoices by name, e-mail, number or reference" |
*
* @param {Fees_Unmatched_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_search_label: ((inputs?: Fees_Unmatched_Search_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Search_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Search_LabelInputs = {};
