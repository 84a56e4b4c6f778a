/**
* | output |
* | --- |
* | "Field must be one of {values}" |
*
* @param {Import_Reason_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_field_invalid: ((inputs: Import_Reason_Field_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Field_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Field_InvalidInputs = {
    values: NonNullable<unknown>;
};
