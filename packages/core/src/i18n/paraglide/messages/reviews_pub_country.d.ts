/**
* | output |
* | --- |
* | "Country" |
*
* @param {Reviews_Pub_CountryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_country: ((inputs?: Reviews_Pub_CountryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_CountryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_CountryInputs = {};
