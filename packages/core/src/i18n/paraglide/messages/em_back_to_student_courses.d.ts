/**
* | output |
* | --- |
* | "Back to Student Courses" |
*
* @param {Em_Back_To_Student_CoursesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_student_courses: ((inputs?: Em_Back_To_Student_CoursesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Back_To_Student_CoursesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Back_To_Student_CoursesInputs = {};
