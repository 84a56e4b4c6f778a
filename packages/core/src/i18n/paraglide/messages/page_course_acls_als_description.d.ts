/**
* | output |
* | --- |
* | "Advanced cardiac life support courses ACLS and ALS: duration, audience, prerequisites, content and recognition." |
*
* @param {Page_Course_Acls_Als_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_acls_als_description: ((inputs?: Page_Course_Acls_Als_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Course_Acls_Als_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Course_Acls_Als_DescriptionInputs = {};
