/**
* | output |
* | --- |
* | "Represented by" |
*
* @param {Legal_Represented_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_represented_by: ((inputs?: Legal_Represented_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Represented_ByInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Represented_ByInputs = {};
