/**
* | output |
* | --- |
* | "Choose a rotation type" |
*
* @param {Reviews_Pub_Choose_Rotation_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_choose_rotation_type: ((inputs?: Reviews_Pub_Choose_Rotation_TypeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Choose_Rotation_TypeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Choose_Rotation_TypeInputs = {};
