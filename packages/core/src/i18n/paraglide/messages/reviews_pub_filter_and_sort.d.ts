/**
* | output |
* | --- |
* | "Filter & Sort" |
*
* @param {Reviews_Pub_Filter_And_SortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_filter_and_sort: ((inputs?: Reviews_Pub_Filter_And_SortInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Filter_And_SortInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Filter_And_SortInputs = {};
