/**
* | output |
* | --- |
* | "Please check this entry." |
*
* @param {Valid_Check_EntryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_check_entry: ((inputs?: Valid_Check_EntryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Check_EntryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Check_EntryInputs = {};
