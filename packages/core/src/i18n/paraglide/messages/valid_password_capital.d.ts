/**
* | output |
* | --- |
* | "Password must contain at least one capital letter" |
*
* @param {Valid_Password_CapitalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_capital: ((inputs?: Valid_Password_CapitalInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Password_CapitalInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Password_CapitalInputs = {};
