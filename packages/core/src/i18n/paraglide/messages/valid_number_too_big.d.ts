/**
* | output |
* | --- |
* | "Please enter {max} or less." |
*
* @param {Valid_Number_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_number_too_big: ((inputs: Valid_Number_Too_BigInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Number_Too_BigInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Number_Too_BigInputs = {
    max: NonNullable<unknown>;
};
