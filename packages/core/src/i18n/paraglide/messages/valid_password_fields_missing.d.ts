/**
* | output |
* | --- |
* | "Please fill in all password fields" |
*
* @param {Valid_Password_Fields_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_fields_missing: ((inputs?: Valid_Password_Fields_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Password_Fields_MissingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Password_Fields_MissingInputs = {};
