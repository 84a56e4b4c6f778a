/**
* | output |
* | --- |
* | "Student-friendly" |
*
* @param {Em_Student_FriendlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_student_friendly: ((inputs?: Em_Student_FriendlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Student_FriendlyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Student_FriendlyInputs = {};
