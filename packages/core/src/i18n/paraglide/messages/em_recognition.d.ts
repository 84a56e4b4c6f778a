/**
* | output |
* | --- |
* | "Recognition" |
*
* @param {Em_RecognitionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_recognition: ((inputs?: Em_RecognitionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_RecognitionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_RecognitionInputs = {};
