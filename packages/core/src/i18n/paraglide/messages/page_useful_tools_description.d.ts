/**
* | output |
* | --- |
* | "Mobile apps, websites and resources for learning and practising emergency medicine." |
*
* @param {Page_Useful_Tools_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_useful_tools_description: ((inputs?: Page_Useful_Tools_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Useful_Tools_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Useful_Tools_DescriptionInputs = {};
