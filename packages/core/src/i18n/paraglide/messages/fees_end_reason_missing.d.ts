/**
* | output |
* | --- |
* | "Please give a reason" |
*
* @param {Fees_End_Reason_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_reason_missing: ((inputs?: Fees_End_Reason_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_End_Reason_MissingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_End_Reason_MissingInputs = {};
