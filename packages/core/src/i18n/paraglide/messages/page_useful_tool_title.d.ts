/**
* | output |
* | --- |
* | "{name}: useful tools" |
*
* @param {Page_Useful_Tool_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tool_title: ((inputs: Page_Useful_Tool_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Useful_Tool_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Useful_Tool_TitleInputs = {
    name: NonNullable<unknown>;
};
