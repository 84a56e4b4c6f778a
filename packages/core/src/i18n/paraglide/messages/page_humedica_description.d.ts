/**
* | output |
* | --- |
* | "Missions with the humanitarian organisation Humedica: prerequisites and how to apply." |
*
* @param {Page_Humedica_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_humedica_description: ((inputs?: Page_Humedica_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Humedica_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Humedica_DescriptionInputs = {};
