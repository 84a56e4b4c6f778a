/**
* | output |
* | --- |
* | "The link to the official website will be added soon." |
*
* @param {Em_Website_Link_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_website_link_soon: ((inputs?: Em_Website_Link_SoonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Website_Link_SoonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Website_Link_SoonInputs = {};
