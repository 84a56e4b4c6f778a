/**
* | output |
* | --- |
* | "The review board needs JavaScript: please turn it on to read and add reviews." |
*
* @param {Reviews_Pub_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_needs_javascript: ((inputs?: Reviews_Pub_Needs_JavascriptInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Needs_JavascriptInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Needs_JavascriptInputs = {};
