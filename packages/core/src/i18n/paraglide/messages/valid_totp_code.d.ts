/**
* | output |
* | --- |
* | "Please enter the 6-digit code from your authenticator app" |
*
* @param {Valid_Totp_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_totp_code: ((inputs?: Valid_Totp_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Totp_CodeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Totp_CodeInputs = {};
