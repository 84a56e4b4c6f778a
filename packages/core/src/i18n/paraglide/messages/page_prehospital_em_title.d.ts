/**
* | output |
* | --- |
* | "Prehospital emergency medicine certificate" |
*
* @param {Page_Prehospital_Em_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_prehospital_em_title: ((inputs?: Page_Prehospital_Em_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Prehospital_Em_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Prehospital_Em_TitleInputs = {};
