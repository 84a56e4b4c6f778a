/**
* | output |
* | --- |
* | "For example: March–April 2026" |
*
* @param {Reviews_Pub_Time_Of_Rotation_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_time_of_rotation_hint: ((inputs?: Reviews_Pub_Time_Of_Rotation_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Time_Of_Rotation_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Time_Of_Rotation_HintInputs = {};
