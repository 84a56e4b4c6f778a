/**
* | output |
* | --- |
* | "Payment not assigned" |
*
* @param {Fees_Unmatched_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_not_assigned: ((inputs?: Fees_Unmatched_Not_AssignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Not_AssignedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Not_AssignedInputs = {};
