/**
* | output |
* | --- |
* | "Paramedic" |
*
* @param {Person_Field_ParamedicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_field_paramedic: ((inputs?: Person_Field_ParamedicInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Field_ParamedicInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Field_ParamedicInputs = {};
