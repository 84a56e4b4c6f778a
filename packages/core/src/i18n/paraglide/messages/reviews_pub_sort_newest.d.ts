/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Reviews_Pub_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_sort_newest: ((inputs?: Reviews_Pub_Sort_NewestInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Sort_NewestInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Sort_NewestInputs = {};
