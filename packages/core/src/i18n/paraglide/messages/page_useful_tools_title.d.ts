/**
* | output |
* | --- |
* | "Useful tools" |
*
* @param {Page_Useful_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tools_title: ((inputs?: Page_Useful_Tools_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Useful_Tools_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Useful_Tools_TitleInputs = {};
