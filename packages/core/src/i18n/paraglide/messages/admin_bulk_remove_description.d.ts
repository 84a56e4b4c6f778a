/**
* | output |
* | --- |
* | "Each is deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone." |
*
* @param {Admin_Bulk_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_remove_description: ((inputs?: Admin_Bulk_Remove_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Remove_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Remove_DescriptionInputs = {};
