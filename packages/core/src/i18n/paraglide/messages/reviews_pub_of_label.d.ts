/**
* | output |
* | --- |
* | "of {label}" |
*
* @param {Reviews_Pub_Of_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_of_label: ((inputs: Reviews_Pub_Of_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Of_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Of_LabelInputs = {
    label: NonNullable<unknown>;
};
