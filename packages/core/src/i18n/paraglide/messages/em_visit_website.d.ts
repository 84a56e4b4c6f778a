/**
* | output |
* | --- |
* | "Visit Website" |
*
* @param {Em_Visit_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_visit_website: ((inputs?: Em_Visit_WebsiteInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Visit_WebsiteInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Visit_WebsiteInputs = {};
