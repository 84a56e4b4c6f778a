/**
* | output |
* | --- |
* | "Back to Student Jobs" |
*
* @param {Em_Back_To_Student_JobsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_student_jobs: ((inputs?: Em_Back_To_Student_JobsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Back_To_Student_JobsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Back_To_Student_JobsInputs = {};
