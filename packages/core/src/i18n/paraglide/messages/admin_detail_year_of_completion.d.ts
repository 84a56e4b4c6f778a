/**
* | output |
* | --- |
* | "Year of completion" |
*
* @param {Admin_Detail_Year_Of_CompletionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_year_of_completion: ((inputs?: Admin_Detail_Year_Of_CompletionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Detail_Year_Of_CompletionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Detail_Year_Of_CompletionInputs = {};
