/**
* | output |
* | --- |
* | "role changed" |
*
* @param {Admin_Bulk_Outcome_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_role_changed: ((inputs?: Admin_Bulk_Outcome_Role_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_Role_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_Role_ChangedInputs = {};
