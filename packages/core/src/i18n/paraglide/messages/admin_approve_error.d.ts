/**
* | output |
* | --- |
* | "Error approving member" |
*
* @param {Admin_Approve_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_error: ((inputs?: Admin_Approve_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Approve_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Approve_ErrorInputs = {};
