/**
* | output |
* | --- |
* | "no longer exists" |
*
* @param {Admin_Bulk_Outcome_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_not_found: ((inputs?: Admin_Bulk_Outcome_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_Not_FoundInputs = {};
