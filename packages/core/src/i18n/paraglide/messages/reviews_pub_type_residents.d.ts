/**
* | output |
* | --- |
* | "Residents" |
*
* @param {Reviews_Pub_Type_ResidentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_residents: ((inputs?: Reviews_Pub_Type_ResidentsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Type_ResidentsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Type_ResidentsInputs = {};
