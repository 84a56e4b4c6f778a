/**
* | output |
* | --- |
* | "First responder" |
*
* @param {Page_First_Responder_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_first_responder_heading: ((inputs?: Page_First_Responder_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_First_Responder_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_First_Responder_HeadingInputs = {};
