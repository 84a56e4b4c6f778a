/**
* | output |
* | --- |
* | "Specializations and certification courses on the way to a career in emergency medicine in Switzerland." |
*
* @param {Page_Career_Paths_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_career_paths_description: ((inputs?: Page_Career_Paths_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Career_Paths_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Career_Paths_DescriptionInputs = {};
