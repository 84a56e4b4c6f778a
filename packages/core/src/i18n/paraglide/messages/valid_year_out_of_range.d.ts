/**
* | output |
* | --- |
* | "Year of completion must be between {min} and {max}" |
*
* @param {Valid_Year_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_year_out_of_range: ((inputs: Valid_Year_Out_Of_RangeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Year_Out_Of_RangeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Year_Out_Of_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
