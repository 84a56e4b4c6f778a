/**
* | output |
* | --- |
* | "Career paths, courses, student jobs, useful tools, clinical rotations and voluntary work in emergency medicine." |
*
* @param {Page_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_em_description: ((inputs?: Page_Em_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Em_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Em_DescriptionInputs = {};
