/**
* | output |
* | --- |
* | "Field" |
*
* @param {Admin_Detail_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_field: ((inputs?: Admin_Detail_FieldInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Detail_FieldInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Detail_FieldInputs = {};
