/**
* | output |
* | --- |
* | "Try other filters, or clear them to see every review." |
*
* @param {Reviews_Pub_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_no_match_text: ((inputs?: Reviews_Pub_No_Match_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_No_Match_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_No_Match_TextInputs = {};
