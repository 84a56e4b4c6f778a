/**
* | output |
* | --- |
* | "Share your clinical rotation so that other students can choose well." |
*
* @param {Reviews_Pub_Add_Review_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_add_review_description: ((inputs?: Reviews_Pub_Add_Review_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Add_Review_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Add_Review_DescriptionInputs = {};
