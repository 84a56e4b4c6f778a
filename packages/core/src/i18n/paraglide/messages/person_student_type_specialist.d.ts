/**
* | output |
* | --- |
* | "Specialist" |
*
* @param {Person_Student_Type_SpecialistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_specialist: ((inputs?: Person_Student_Type_SpecialistInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Student_Type_SpecialistInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Student_Type_SpecialistInputs = {};
