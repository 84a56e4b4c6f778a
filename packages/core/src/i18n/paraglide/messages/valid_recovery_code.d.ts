/**
* | output |
* | --- |
* | "Please enter one of your recovery codes, like ab23C-4dE56" |
*
* @param {Valid_Recovery_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_recovery_code: ((inputs?: Valid_Recovery_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Recovery_CodeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Recovery_CodeInputs = {};
