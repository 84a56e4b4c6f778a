/**
* | output |
* | --- |
* | "Confirmation e-mail sent" |
*
* @param {Person_Confirmation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_confirmation_sent: ((inputs?: Person_Confirmation_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Confirmation_SentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Confirmation_SentInputs = {};
