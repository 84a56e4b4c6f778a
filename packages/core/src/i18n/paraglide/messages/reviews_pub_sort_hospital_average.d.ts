/**
* | output |
* | --- |
* | "Hospital average" |
*
* @param {Reviews_Pub_Sort_Hospital_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_sort_hospital_average: ((inputs?: Reviews_Pub_Sort_Hospital_AverageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Sort_Hospital_AverageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Sort_Hospital_AverageInputs = {};
