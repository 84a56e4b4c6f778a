/**
* | output |
* | --- |
* | "Graduate" |
*
* @param {Person_Student_Type_GraduateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_graduate: ((inputs?: Person_Student_Type_GraduateInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Student_Type_GraduateInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Student_Type_GraduateInputs = {};
