/**
* | output |
* | --- |
* | "Leisure time and accommodation" |
*
* @param {Reviews_Pub_Leisure_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_leisure_time: ((inputs?: Reviews_Pub_Leisure_TimeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Leisure_TimeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Leisure_TimeInputs = {};
