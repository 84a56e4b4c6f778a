/**
* | output |
* | --- |
* | "Student jobs with Chris Medical Services in Lausanne: work areas and team." |
*
* @param {Page_Student_Job_Chris_Medical_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_job_chris_medical_description: ((inputs?: Page_Student_Job_Chris_Medical_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Student_Job_Chris_Medical_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Student_Job_Chris_Medical_DescriptionInputs = {};
