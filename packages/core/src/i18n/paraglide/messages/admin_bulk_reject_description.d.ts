/**
* | output |
* | --- |
* | "Each applicant gets the rejection mail at once. Anyone already decided is left as they are. This cannot be undone." |
*
* @param {Admin_Bulk_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_reject_description: ((inputs?: Admin_Bulk_Reject_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Reject_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Reject_DescriptionInputs = {};
