/**
* | output |
* | --- |
* | "Two-factor authentication reset" |
*
* @param {Person_Twofa_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_twofa_reset_done: ((inputs?: Person_Twofa_Reset_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Twofa_Reset_DoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Twofa_Reset_DoneInputs = {};
