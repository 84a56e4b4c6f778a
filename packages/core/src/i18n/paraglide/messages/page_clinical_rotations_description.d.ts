/**
* | output |
* | --- |
* | "Clinical rotation opportunities in emergency departments, and reviews from students who did them." |
*
* @param {Page_Clinical_Rotations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_clinical_rotations_description: ((inputs?: Page_Clinical_Rotations_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Clinical_Rotations_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Clinical_Rotations_DescriptionInputs = {};
