/**
* | output |
* | --- |
* | "Confirmation e-mail sent" |
*
* @param {Auth_Confirmation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmation_sent: ((inputs?: Auth_Confirmation_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirmation_SentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Confirmation_SentInputs = {};
