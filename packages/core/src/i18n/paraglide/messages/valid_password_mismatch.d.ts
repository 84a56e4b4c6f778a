/**
* | output |
* | --- |
* | "Please make sure both passwords are identical" |
*
* @param {Valid_Password_MismatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_mismatch: ((inputs?: Valid_Password_MismatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Password_MismatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Password_MismatchInputs = {};
