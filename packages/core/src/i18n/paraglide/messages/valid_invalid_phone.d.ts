/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Valid_Invalid_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_invalid_phone: ((inputs?: Valid_Invalid_PhoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Invalid_PhoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Invalid_PhoneInputs = {};
