/**
* | output |
* | --- |
* | "Password set successfully" |
*
* @param {Auth_Password_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_set: ((inputs?: Auth_Password_SetInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_SetInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_SetInputs = {};
