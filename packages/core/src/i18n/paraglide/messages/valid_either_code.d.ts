/**
* | output |
* | --- |
* | "Please enter the 6-digit code from your authenticator app or one of your recovery codes" |
*
* @param {Valid_Either_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_either_code: ((inputs?: Valid_Either_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Either_CodeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Either_CodeInputs = {};
