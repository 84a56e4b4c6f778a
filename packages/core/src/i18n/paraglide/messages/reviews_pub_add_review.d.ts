/**
* | output |
* | --- |
* | "Add Review" |
*
* @param {Reviews_Pub_Add_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_add_review: ((inputs?: Reviews_Pub_Add_ReviewInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Add_ReviewInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Add_ReviewInputs = {};
