/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login: ((inputs?: Auth_Back_To_LoginInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_LoginInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Back_To_LoginInputs = {};
