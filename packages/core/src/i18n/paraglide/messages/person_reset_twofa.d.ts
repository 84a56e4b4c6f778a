/**
* | output |
* | --- |
* | "Reset Two-Factor Authentication" |
*
* @param {Person_Reset_TwofaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa: ((inputs?: Person_Reset_TwofaInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reset_TwofaInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reset_TwofaInputs = {};
