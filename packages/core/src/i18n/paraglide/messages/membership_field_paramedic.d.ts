/**
* | output |
* | --- |
* | "Paramedic" |
*
* @param {Membership_Field_ParamedicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_field_paramedic: ((inputs?: Membership_Field_ParamedicInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Field_ParamedicInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Field_ParamedicInputs = {};
