/**
* | output |
* | --- |
* | "Emergency medicine courses for students: Medventura, STEWI and more." |
*
* @param {Page_Student_Courses_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_courses_description: ((inputs?: Page_Student_Courses_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Student_Courses_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Student_Courses_DescriptionInputs = {};
