/**
* | output |
* | --- |
* | "Please use at least {min} characters." |
*
* @param {Valid_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_too_short: ((inputs: Valid_Too_ShortInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Too_ShortInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
