/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Auth_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_title: ((inputs?: Auth_Forgot_Password_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Password_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_Password_TitleInputs = {};
