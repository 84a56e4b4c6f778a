/**
* | output |
* | --- |
* | "rejected" |
*
* @param {Admin_Bulk_Outcome_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_rejected: ((inputs?: Admin_Bulk_Outcome_RejectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_RejectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_RejectedInputs = {};
