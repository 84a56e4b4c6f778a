/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Auth_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_send_reset_link: ((inputs?: Auth_Send_Reset_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Send_Reset_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Send_Reset_LinkInputs = {};
