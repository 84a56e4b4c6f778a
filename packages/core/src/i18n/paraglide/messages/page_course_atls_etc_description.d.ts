/**
* | output |
* | --- |
* | "Trauma care courses ATLS and ETC: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Atls_Etc_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_atls_etc_description: ((inputs?: Page_Course_Atls_Etc_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Course_Atls_Etc_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Course_Atls_Etc_DescriptionInputs = {};
