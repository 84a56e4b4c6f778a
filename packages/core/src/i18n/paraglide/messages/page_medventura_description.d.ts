/**
* | output |
* | --- |
* | "Medventura's emergency and mountain medicine courses for students in Bern, Basel and Zermatt." |
*
* @param {Page_Medventura_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_medventura_description: ((inputs?: Page_Medventura_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Medventura_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Medventura_DescriptionInputs = {};
