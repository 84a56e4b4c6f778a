/**
* | output |
* | --- |
* | "You are now logged in with your new password." |
*
* @param {Auth_Password_Set_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_set_text: ((inputs?: Auth_Password_Set_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_Set_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_Set_TextInputs = {};
