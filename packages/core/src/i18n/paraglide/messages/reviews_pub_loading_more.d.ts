/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Reviews_Pub_Loading_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_loading_more: ((inputs?: Reviews_Pub_Loading_MoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Loading_MoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Loading_MoreInputs = {};
