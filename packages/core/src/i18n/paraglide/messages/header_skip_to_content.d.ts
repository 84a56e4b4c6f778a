/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Header_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const header_skip_to_content: ((inputs?: Header_Skip_To_ContentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Skip_To_ContentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Header_Skip_To_ContentInputs = {};
