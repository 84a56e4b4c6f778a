/**
* | output |
* | --- |
* | "Voluntary work" |
*
* @param {Page_Voluntary_Work_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_voluntary_work_title: ((inputs?: Page_Voluntary_Work_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Voluntary_Work_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Voluntary_Work_TitleInputs = {};
