/**
* | output |
* | --- |
* | "STEWI Provider, Advanced and Sonographie courses for medical and paramedic students." |
*
* @param {Page_Stewi_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_stewi_description: ((inputs?: Page_Stewi_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Stewi_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Stewi_DescriptionInputs = {};
