/**
* | output |
* | --- |
* | "Year of Study" |
*
* @param {Person_Year_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_year_of_study: ((inputs?: Person_Year_Of_StudyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Year_Of_StudyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Year_Of_StudyInputs = {};
