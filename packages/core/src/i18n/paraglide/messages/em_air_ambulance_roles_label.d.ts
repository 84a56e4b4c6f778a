/**
* | output |
* | --- |
* | "Air ambulance roles" |
*
* @param {Em_Air_Ambulance_Roles_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_air_ambulance_roles_label: ((inputs?: Em_Air_Ambulance_Roles_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Air_Ambulance_Roles_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Air_Ambulance_Roles_LabelInputs = {};
