/**
* | output |
* | --- |
* | "Not confirmed yet" |
*
* @param {Person_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_confirmed: ((inputs?: Person_Not_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_ConfirmedInputs = {};
