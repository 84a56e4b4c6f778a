/**
* | output |
* | --- |
* | "Enter your e-mail address and we will send you a link to set a new password." |
*
* @param {Auth_Forgot_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_description: ((inputs?: Auth_Forgot_Password_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Password_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_Password_DescriptionInputs = {};
