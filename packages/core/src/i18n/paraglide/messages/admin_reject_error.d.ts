/**
* | output |
* | --- |
* | "Error rejecting member" |
*
* @param {Admin_Reject_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_error: ((inputs?: Admin_Reject_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reject_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reject_ErrorInputs = {};
