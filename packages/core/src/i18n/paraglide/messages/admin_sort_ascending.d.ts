/**
* | output |
* | --- |
* | "Ascending" |
*
* @param {Admin_Sort_AscendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_ascending: ((inputs?: Admin_Sort_AscendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sort_AscendingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sort_AscendingInputs = {};
