/**
* | output |
* | --- |
* | "Be the first to add a review" |
*
* @param {Reviews_Pub_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_empty_text: ((inputs?: Reviews_Pub_Empty_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Empty_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Empty_TextInputs = {};
