/**
* | output |
* | --- |
* | "Please use at most {max} characters." |
*
* @param {Valid_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_too_long: ((inputs: Valid_Too_LongInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Too_LongInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Too_LongInputs = {
    max: NonNullable<unknown>;
};
