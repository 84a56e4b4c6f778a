/**
* | output |
* | --- |
* | "Student jobs with Emergency Squad in Küsnacht: work areas and team." |
*
* @param {Page_Student_Job_Emergency_Squad_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_job_emergency_squad_description: ((inputs?: Page_Student_Job_Emergency_Squad_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Student_Job_Emergency_Squad_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Student_Job_Emergency_Squad_DescriptionInputs = {};
