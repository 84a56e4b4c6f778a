/**
* | output |
* | --- |
* | "Websites & Resources" |
*
* @param {Em_Tools_WebsitesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_websites: ((inputs?: Em_Tools_WebsitesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Tools_WebsitesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Tools_WebsitesInputs = {};
