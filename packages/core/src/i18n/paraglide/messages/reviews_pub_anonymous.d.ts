/**
* | output |
* | --- |
* | "Reviews are anonymous: do not name yourself or others." |
*
* @param {Reviews_Pub_AnonymousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_anonymous: ((inputs?: Reviews_Pub_AnonymousInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_AnonymousInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_AnonymousInputs = {};
