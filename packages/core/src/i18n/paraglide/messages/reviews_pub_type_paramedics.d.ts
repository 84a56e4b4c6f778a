/**
* | output |
* | --- |
* | "Paramedics" |
*
* @param {Reviews_Pub_Type_ParamedicsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_paramedics: ((inputs?: Reviews_Pub_Type_ParamedicsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Type_ParamedicsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Type_ParamedicsInputs = {};
