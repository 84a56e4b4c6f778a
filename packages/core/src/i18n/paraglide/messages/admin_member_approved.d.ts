/**
* | output |
* | --- |
* | "Member approved" |
*
* @param {Admin_Member_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_member_approved: ((inputs?: Admin_Member_ApprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Member_ApprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Member_ApprovedInputs = {};
