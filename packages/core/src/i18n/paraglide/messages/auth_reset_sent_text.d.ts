/**
* | output |
* | --- |
* | "If an account exists for this address, you will receive a link to set a new password. It works for one hour." |
*
* @param {Auth_Reset_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent_text: ((inputs?: Auth_Reset_Sent_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Sent_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_Sent_TextInputs = {};
