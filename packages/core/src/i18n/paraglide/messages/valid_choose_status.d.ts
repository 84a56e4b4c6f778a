/**
* | output |
* | --- |
* | "Please choose your status" |
*
* @param {Valid_Choose_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose_status: ((inputs?: Valid_Choose_StatusInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Choose_StatusInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Choose_StatusInputs = {};
