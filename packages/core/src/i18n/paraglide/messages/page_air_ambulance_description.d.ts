/**
* | output |
* | --- |
* | "Requirements for helicopter, jet and consultant physicians in Swiss air rescue." |
*
* @param {Page_Air_Ambulance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_air_ambulance_description: ((inputs?: Page_Air_Ambulance_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Air_Ambulance_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Air_Ambulance_DescriptionInputs = {};
