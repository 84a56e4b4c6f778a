/**
* | output |
* | --- |
* | "Passwords don't match" |
*
* @param {Valid_Password_Mismatch_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_mismatch_title: ((inputs?: Valid_Password_Mismatch_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Password_Mismatch_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Password_Mismatch_TitleInputs = {};
