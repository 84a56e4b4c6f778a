/**
* | output |
* | --- |
* | "Please open the link in the e-mail we just sent you. It works for 24 hours." |
*
* @param {Auth_Confirmation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmation_sent_text: ((inputs?: Auth_Confirmation_Sent_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirmation_Sent_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Confirmation_Sent_TextInputs = {};
