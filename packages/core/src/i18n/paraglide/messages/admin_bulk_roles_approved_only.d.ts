/**
* | output |
* | --- |
* | "Roles are for approved members only." |
*
* @param {Admin_Bulk_Roles_Approved_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_roles_approved_only: ((inputs?: Admin_Bulk_Roles_Approved_OnlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Roles_Approved_OnlyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Roles_Approved_OnlyInputs = {};
