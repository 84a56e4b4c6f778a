/**
* | output |
* | --- |
* | "Password must be at least {min} characters" |
*
* @param {Valid_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_password_too_short: ((inputs: Valid_Password_Too_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Password_Too_ShortInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Password_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
