/**
* | output |
* | --- |
* | "Please enter {min} or more." |
*
* @param {Valid_Number_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_number_too_small: ((inputs: Valid_Number_Too_SmallInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Number_Too_SmallInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Number_Too_SmallInputs = {
    min: NonNullable<unknown>;
};
