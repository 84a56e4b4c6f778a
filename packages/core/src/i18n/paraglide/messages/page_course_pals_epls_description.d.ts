/**
* | output |
* | --- |
* | "Paediatric life support courses PALS and EPLS: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Pals_Epls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_pals_epls_description: ((inputs?: Page_Course_Pals_Epls_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Course_Pals_Epls_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Course_Pals_Epls_DescriptionInputs = {};
