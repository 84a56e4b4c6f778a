/**
* | output |
* | --- |
* | "Subscribing needs JavaScript. Please turn it on to subscribe." |
*
* @param {Mailing_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_needs_javascript: ((inputs?: Mailing_Needs_JavascriptInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Needs_JavascriptInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Needs_JavascriptInputs = {};
