/**
* | output |
* | --- |
* | "Setting password..." |
*
* @param {Auth_Setting_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_setting_password: ((inputs?: Auth_Setting_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Setting_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Setting_PasswordInputs = {};
