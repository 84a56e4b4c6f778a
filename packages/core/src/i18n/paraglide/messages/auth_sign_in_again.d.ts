/**
* | output |
* | --- |
* | "Please sign in again" |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again: ((inputs?: Auth_Sign_In_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_AgainInputs = {};
