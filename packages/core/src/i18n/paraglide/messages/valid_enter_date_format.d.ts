/**
* | output |
* | --- |
* | "Enter a valid date (YYYY-MM-DD)" |
*
* @param {Valid_Enter_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_date_format: ((inputs?: Valid_Enter_Date_FormatInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Enter_Date_FormatInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Enter_Date_FormatInputs = {};
