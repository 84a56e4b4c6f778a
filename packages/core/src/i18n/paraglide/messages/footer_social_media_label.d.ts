/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Footer_Social_Media_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const footer_social_media_label: ((inputs?: Footer_Social_Media_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Social_Media_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Social_Media_LabelInputs = {};
