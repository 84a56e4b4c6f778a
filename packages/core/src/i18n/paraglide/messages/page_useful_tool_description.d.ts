/**
* | output |
* | --- |
* | "What {name} offers students of emergency medicine, and how to get access." |
*
* @param {Page_Useful_Tool_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tool_description: ((inputs: Page_Useful_Tool_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Useful_Tool_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Useful_Tool_DescriptionInputs = {
    name: NonNullable<unknown>;
};
