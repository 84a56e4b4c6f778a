/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Admin_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_col_email: ((inputs?: Admin_Col_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_EmailInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_EmailInputs = {};
