/**
* | output |
* | --- |
* | "Your sign-in has expired. Please enter your e-mail address and password again." |
*
* @param {Auth_Sign_In_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_expired: ((inputs?: Auth_Sign_In_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_ExpiredInputs = {};
