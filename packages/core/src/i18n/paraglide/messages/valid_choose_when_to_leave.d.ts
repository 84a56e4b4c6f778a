/**
* | output |
* | --- |
* | "Choose when you want to leave" |
*
* @param {Valid_Choose_When_To_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose_when_to_leave: ((inputs?: Valid_Choose_When_To_LeaveInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Choose_When_To_LeaveInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Choose_When_To_LeaveInputs = {};
