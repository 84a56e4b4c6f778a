/**
* | output |
* | --- |
* | "Disclaimer" |
*
* @param {Legal_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_disclaimer: ((inputs?: Legal_DisclaimerInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_DisclaimerInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_DisclaimerInputs = {};
