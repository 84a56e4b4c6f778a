/**
* | output |
* | --- |
* | "Descending" |
*
* @param {Admin_Sort_DescendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_descending: ((inputs?: Admin_Sort_DescendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sort_DescendingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sort_DescendingInputs = {};
