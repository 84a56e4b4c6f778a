/**
* | output |
* | --- |
* | "The invoices could not be searched" |
*
* @param {Fees_Unmatched_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_search_failed: ((inputs?: Fees_Unmatched_Search_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Search_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Search_FailedInputs = {};
