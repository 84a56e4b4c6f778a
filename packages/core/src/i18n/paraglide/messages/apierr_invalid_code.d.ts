/**
* | output |
* | --- |
* | "The code is not correct." |
*
* @param {Apierr_Invalid_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_invalid_code: ((inputs?: Apierr_Invalid_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Invalid_CodeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Invalid_CodeInputs = {};
