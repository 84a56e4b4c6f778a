/**
* | output |
* | --- |
* | "No application: this account was not made through the membership form or the import." |
*
* @param {Person_No_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_no_application: ((inputs?: Person_No_ApplicationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_No_ApplicationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_No_ApplicationInputs = {};
