/**
* | output |
* | --- |
* | "Year of completion must be a year" |
*
* @param {Import_Reason_Year_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_year_invalid: ((inputs?: Import_Reason_Year_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Year_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Year_InvalidInputs = {};
