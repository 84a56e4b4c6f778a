/**
* | output |
* | --- |
* | "Error setting password" |
*
* @param {Auth_Set_Password_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_set_password_error: ((inputs?: Auth_Set_Password_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Set_Password_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Set_Password_ErrorInputs = {};
