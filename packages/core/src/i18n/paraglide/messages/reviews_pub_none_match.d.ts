/**
* | output |
* | --- |
* | "none match your filters" |
*
* @param {Reviews_Pub_None_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_none_match: ((inputs?: Reviews_Pub_None_MatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_None_MatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_None_MatchInputs = {};
