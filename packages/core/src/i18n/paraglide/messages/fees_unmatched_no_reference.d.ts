/**
* | output |
* | --- |
* | "none" |
*
* @param {Fees_Unmatched_No_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_reference: ((inputs?: Fees_Unmatched_No_ReferenceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_No_ReferenceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_No_ReferenceInputs = {};
