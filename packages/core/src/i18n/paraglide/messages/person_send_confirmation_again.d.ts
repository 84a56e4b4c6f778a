/**
* | output |
* | --- |
* | "Send the Confirmation E-mail Again" |
*
* @param {Person_Send_Confirmation_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_send_confirmation_again: ((inputs?: Person_Send_Confirmation_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Send_Confirmation_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Send_Confirmation_AgainInputs = {};
