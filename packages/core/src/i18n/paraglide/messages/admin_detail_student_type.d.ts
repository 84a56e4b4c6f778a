/**
* | output |
* | --- |
* | "Student/Resident" |
*
* @param {Admin_Detail_Student_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_student_type: ((inputs?: Admin_Detail_Student_TypeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Detail_Student_TypeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Detail_Student_TypeInputs = {};
