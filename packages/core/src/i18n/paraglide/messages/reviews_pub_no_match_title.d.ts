/**
* | output |
* | --- |
* | "No reviews match your filters" |
*
* @param {Reviews_Pub_No_Match_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_no_match_title: ((inputs?: Reviews_Pub_No_Match_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_No_Match_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_No_Match_TitleInputs = {};
