/**
* | output |
* | --- |
* | "Each applicant becomes a member and gets the approval mail at once, with the invoice for the annual fee (or the invoice once they confirm their address). Any..." |
*
* @param {Admin_Bulk_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_approve_description: ((inputs?: Admin_Bulk_Approve_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Approve_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Approve_DescriptionInputs = {};
