/**
* | output |
* | --- |
* | "Year of completion must be a year" |
*
* @param {Valid_Year_Not_A_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_year_not_a_year: ((inputs?: Valid_Year_Not_A_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Year_Not_A_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Year_Not_A_YearInputs = {};
