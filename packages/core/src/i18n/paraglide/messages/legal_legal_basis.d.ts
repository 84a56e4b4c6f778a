/**
* | output |
* | --- |
* | "Legal basis" |
*
* @param {Legal_Legal_BasisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_legal_basis: ((inputs?: Legal_Legal_BasisInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Legal_BasisInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Legal_BasisInputs = {};
