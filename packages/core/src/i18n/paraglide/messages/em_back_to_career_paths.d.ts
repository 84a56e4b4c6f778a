/**
* | output |
* | --- |
* | "Back to Career Paths" |
*
* @param {Em_Back_To_Career_PathsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_career_paths: ((inputs?: Em_Back_To_Career_PathsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Back_To_Career_PathsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Back_To_Career_PathsInputs = {};
