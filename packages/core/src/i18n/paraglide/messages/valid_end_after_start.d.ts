/**
* | output |
* | --- |
* | "The end time must be after the start time" |
*
* @param {Valid_End_After_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_end_after_start: ((inputs?: Valid_End_After_StartInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_End_After_StartInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_End_After_StartInputs = {};
