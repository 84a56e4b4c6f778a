/**
* | output |
* | --- |
* | "Time of rotation" |
*
* @param {Reviews_Pub_Time_Of_RotationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_time_of_rotation: ((inputs?: Reviews_Pub_Time_Of_RotationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Time_Of_RotationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Time_Of_RotationInputs = {};
