/**
* | output |
* | --- |
* | "The Swiss student association for emergency medicine: a network, an information hub and events for medical, paramedic and nursing students." |
*
* @param {Page_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_home_description: ((inputs?: Page_Home_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Home_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Home_DescriptionInputs = {};
