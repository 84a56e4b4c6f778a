/**
* | output |
* | --- |
* | "Error resetting two-factor authentication" |
*
* @param {Person_Twofa_Reset_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_twofa_reset_error: ((inputs?: Person_Twofa_Reset_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Twofa_Reset_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Twofa_Reset_ErrorInputs = {};
