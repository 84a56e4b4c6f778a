/**
* | output |
* | --- |
* | "Hospital website" |
*
* @param {Em_Hospital_WebsiteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_hospital_website: ((inputs?: Em_Hospital_WebsiteInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Hospital_WebsiteInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Hospital_WebsiteInputs = {};
