/**
* | output |
* | --- |
* | "Use a recovery code instead" |
*
* @param {Auth_Code_Totp_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_other: ((inputs?: Auth_Code_Totp_OtherInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Totp_OtherInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Totp_OtherInputs = {};
