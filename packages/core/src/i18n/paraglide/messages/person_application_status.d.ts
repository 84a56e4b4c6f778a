/**
* | output |
* | --- |
* | "Status" |
*
* @param {Person_Application_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_application_status: ((inputs?: Person_Application_StatusInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Application_StatusInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Application_StatusInputs = {};
