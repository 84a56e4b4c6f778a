/**
* | output |
* | --- |
* | "Working with the humanitarian medical organisation Doctors Without Borders: prerequisites and how to apply." |
*
* @param {Page_Doctors_Without_Borders_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_doctors_without_borders_description: ((inputs?: Page_Doctors_Without_Borders_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Doctors_Without_Borders_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Doctors_Without_Borders_DescriptionInputs = {};
