/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_on_this_page: ((inputs?: Legal_On_This_PageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_On_This_PageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_On_This_PageInputs = {};
