/**
* | output |
* | --- |
* | "Career paths in emergency medicine" |
*
* @param {Page_Career_Paths_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_career_paths_title: ((inputs?: Page_Career_Paths_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Career_Paths_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Career_Paths_TitleInputs = {};
