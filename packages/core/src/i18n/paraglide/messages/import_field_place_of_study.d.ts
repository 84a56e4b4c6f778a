/**
* | output |
* | --- |
* | "Place of study" |
*
* @param {Import_Field_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_field_place_of_study: ((inputs?: Import_Field_Place_Of_StudyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Field_Place_Of_StudyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Field_Place_Of_StudyInputs = {};
