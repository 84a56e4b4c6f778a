/**
* | output |
* | --- |
* | "Set your password" |
*
* @param {Auth_Title_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_title_set_password: ((inputs?: Auth_Title_Set_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Title_Set_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Title_Set_PasswordInputs = {};
