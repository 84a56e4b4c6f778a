/**
* | output |
* | --- |
* | "Time of rotation:" |
*
* @param {Reviews_Pub_Time_Of_Rotation_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_time_of_rotation_label: ((inputs?: Reviews_Pub_Time_Of_Rotation_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Time_Of_Rotation_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Time_Of_Rotation_LabelInputs = {};
