/**
* | output |
* | --- |
* | "Legal form" |
*
* @param {Legal_Legal_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_legal_form: ((inputs?: Legal_Legal_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Legal_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Legal_FormInputs = {};
