/**
* | output |
* | --- |
* | "Back to Useful Tools" |
*
* @param {Em_Back_To_Useful_ToolsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_useful_tools: ((inputs?: Em_Back_To_Useful_ToolsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Back_To_Useful_ToolsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Back_To_Useful_ToolsInputs = {};
