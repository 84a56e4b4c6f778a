/**
* | output |
* | --- |
* | "Forgot Password?" |
*
* @param {Auth_Forgot_Password_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_link: ((inputs?: Auth_Forgot_Password_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Password_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_Password_LinkInputs = {};
