/**
* | output |
* | --- |
* | "Student jobs in emergency and event medicine with Chris Medical Services, Emergency Squad and JDMT." |
*
* @param {Page_Student_Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_jobs_description: ((inputs?: Page_Student_Jobs_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Student_Jobs_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Student_Jobs_DescriptionInputs = {};
