/**
* | output |
* | --- |
* | "General experience" |
*
* @param {Reviews_Pub_General_ExperienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_general_experience: ((inputs?: Reviews_Pub_General_ExperienceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_General_ExperienceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_General_ExperienceInputs = {};
