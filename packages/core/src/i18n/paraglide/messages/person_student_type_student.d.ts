/**
* | output |
* | --- |
* | "Student" |
*
* @param {Person_Student_Type_StudentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_student: ((inputs?: Person_Student_Type_StudentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Student_Type_StudentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Student_Type_StudentInputs = {};
