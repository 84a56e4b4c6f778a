/**
* | output |
* | --- |
* | "Where to apply" |
*
* @param {Reviews_Pub_Where_To_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_where_to_apply: ((inputs?: Reviews_Pub_Where_To_ApplyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Where_To_ApplyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Where_To_ApplyInputs = {};
