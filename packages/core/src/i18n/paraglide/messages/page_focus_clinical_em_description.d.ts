/**
* | output |
* | --- |
* | "The focus qualification in clinical emergency medicine: eligible specialties, training time and required courses." |
*
* @param {Page_Focus_Clinical_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_focus_clinical_em_description: ((inputs?: Page_Focus_Clinical_Em_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Focus_Clinical_Em_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Focus_Clinical_Em_DescriptionInputs = {};
