/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Admin_Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pager_previous: ((inputs?: Admin_Pager_PreviousInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pager_PreviousInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pager_PreviousInputs = {};
