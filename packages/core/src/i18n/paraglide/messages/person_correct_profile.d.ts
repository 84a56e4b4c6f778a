/**
* | output |
* | --- |
* | "Correct Profile" |
*
* @param {Person_Correct_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_correct_profile: ((inputs?: Person_Correct_ProfileInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Correct_ProfileInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Correct_ProfileInputs = {};
