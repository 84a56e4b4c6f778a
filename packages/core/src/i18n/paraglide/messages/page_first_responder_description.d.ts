/**
* | output |
* | --- |
* | "First responder systems for cardiac arrest in Switzerland: what they do, training and the cantonal systems." |
*
* @param {Page_First_Responder_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_first_responder_description: ((inputs?: Page_First_Responder_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_First_Responder_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_First_Responder_DescriptionInputs = {};
