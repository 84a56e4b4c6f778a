/**
* | output |
* | --- |
* | "university/workplace" |
*
* @param {Audit_Field_UniversityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_university: ((inputs?: Audit_Field_UniversityInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Field_UniversityInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Field_UniversityInputs = {};
