/**
* | output |
* | --- |
* | "Rating must be a whole number from {min} to {max}" |
*
* @param {Valid_Rating_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_rating_range: ((inputs: Valid_Rating_RangeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Rating_RangeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Rating_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
