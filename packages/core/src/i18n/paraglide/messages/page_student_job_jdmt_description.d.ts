/**
* | output |
* | --- |
* | "Student jobs with JDMT in Pfäffikon, Zurich: work areas and team." |
*
* @param {Page_Student_Job_Jdmt_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_job_jdmt_description: ((inputs?: Page_Student_Job_Jdmt_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Student_Job_Jdmt_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Student_Job_Jdmt_DescriptionInputs = {};
