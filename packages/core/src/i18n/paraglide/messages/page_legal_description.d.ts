/**
* | output |
* | --- |
* | "Imprint of the association and its privacy policy under Swiss data protection law." |
*
* @param {Page_Legal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_legal_description: ((inputs?: Page_Legal_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Legal_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Legal_DescriptionInputs = {};
