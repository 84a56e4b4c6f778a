/**
* | output |
* | --- |
* | "Who we are: our board, advisory board, tutors and the partners and supporters of the association." |
*
* @param {Page_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_about_description: ((inputs?: Page_About_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_About_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_About_DescriptionInputs = {};
