/**
* | output |
* | --- |
* | "Imprint & privacy policy" |
*
* @param {Legal_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_heading: ((inputs?: Legal_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_HeadingInputs = {};
