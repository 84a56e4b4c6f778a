/**
* | output |
* | --- |
* | "The 6-digit code your authenticator app shows for this account." |
*
* @param {Auth_Code_Totp_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_hint: ((inputs?: Auth_Code_Totp_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Totp_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Totp_HintInputs = {};
