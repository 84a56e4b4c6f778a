/**
* | output |
* | --- |
* | "Air ambulance physician" |
*
* @param {Page_Air_Ambulance_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_air_ambulance_title: ((inputs?: Page_Air_Ambulance_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Air_Ambulance_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Air_Ambulance_TitleInputs = {};
