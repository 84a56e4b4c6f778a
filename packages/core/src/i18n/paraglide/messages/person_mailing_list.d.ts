/**
* | output |
* | --- |
* | "Mailing list" |
*
* @param {Person_Mailing_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_mailing_list: ((inputs?: Person_Mailing_ListInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Mailing_ListInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Mailing_ListInputs = {};
