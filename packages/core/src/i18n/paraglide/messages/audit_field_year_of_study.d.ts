/**
* | output |
* | --- |
* | "year of study" |
*
* @param {Audit_Field_Year_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_year_of_study: ((inputs?: Audit_Field_Year_Of_StudyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Field_Year_Of_StudyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Field_Year_Of_StudyInputs = {};
