/**
* | output |
* | --- |
* | "Your account is protected with two-factor authentication." |
*
* @param {Auth_Two_Factor_ProtectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_protected: ((inputs?: Auth_Two_Factor_ProtectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_ProtectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_ProtectedInputs = {};
