/**
* | output |
* | --- |
* | "Clinical rotations" |
*
* @param {Page_Clinical_Rotations_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_clinical_rotations_title: ((inputs?: Page_Clinical_Rotations_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Clinical_Rotations_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Clinical_Rotations_TitleInputs = {};
