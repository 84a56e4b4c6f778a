/**
* | output |
* | --- |
* | "Focus clinical emergency medicine" |
*
* @param {Page_Focus_Clinical_Em_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_focus_clinical_em_title: ((inputs?: Page_Focus_Clinical_Em_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Focus_Clinical_Em_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Focus_Clinical_Em_TitleInputs = {};
