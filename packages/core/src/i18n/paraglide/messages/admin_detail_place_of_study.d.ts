/**
* | output |
* | --- |
* | "Place of study" |
*
* @param {Admin_Detail_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_place_of_study: ((inputs?: Admin_Detail_Place_Of_StudyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Detail_Place_Of_StudyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Detail_Place_Of_StudyInputs = {};
