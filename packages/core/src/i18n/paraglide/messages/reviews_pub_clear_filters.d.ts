/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Reviews_Pub_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_clear_filters: ((inputs?: Reviews_Pub_Clear_FiltersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Clear_FiltersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Clear_FiltersInputs = {};
