/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Auth_Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_sign_in: ((inputs?: Auth_Passkey_Sign_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passkey_Sign_InInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passkey_Sign_InInputs = {};
