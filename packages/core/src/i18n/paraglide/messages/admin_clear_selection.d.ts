/**
* | output |
* | --- |
* | "Clear selection" |
*
* @param {Admin_Clear_SelectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_clear_selection: ((inputs?: Admin_Clear_SelectionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Clear_SelectionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Clear_SelectionInputs = {};
