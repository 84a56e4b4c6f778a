/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Em_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_learn_more: ((inputs?: Em_Learn_MoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Learn_MoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Learn_MoreInputs = {};
