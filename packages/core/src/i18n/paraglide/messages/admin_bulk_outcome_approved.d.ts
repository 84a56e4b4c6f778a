/**
* | output |
* | --- |
* | "approved" |
*
* @param {Admin_Bulk_Outcome_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_approved: ((inputs?: Admin_Bulk_Outcome_ApprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_ApprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_ApprovedInputs = {};
