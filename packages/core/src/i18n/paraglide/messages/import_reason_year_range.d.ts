/**
* | output |
* | --- |
* | "Year of completion must be between {min} and {max}" |
*
* @param {Import_Reason_Year_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_year_range: ((inputs: Import_Reason_Year_RangeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Year_RangeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Year_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
