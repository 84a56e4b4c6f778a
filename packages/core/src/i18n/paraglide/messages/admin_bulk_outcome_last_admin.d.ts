/**
* | output |
* | --- |
* | "last admin cannot be removed or demoted" |
*
* @param {Admin_Bulk_Outcome_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_last_admin: ((inputs?: Admin_Bulk_Outcome_Last_AdminInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_Last_AdminInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_Last_AdminInputs = {};
