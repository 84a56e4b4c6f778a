/**
* | output |
* | --- |
* | "Voluntary work in emergency medicine: humanitarian missions and first responder systems." |
*
* @param {Page_Voluntary_Work_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_voluntary_work_description: ((inputs?: Page_Voluntary_Work_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Voluntary_Work_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Voluntary_Work_DescriptionInputs = {};
