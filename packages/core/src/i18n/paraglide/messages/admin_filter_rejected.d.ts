/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Admin_Filter_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_rejected: ((inputs?: Admin_Filter_RejectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_RejectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_RejectedInputs = {};
