/**
* | output |
* | --- |
* | "The file or request is too large." |
*
* @param {Apierr_Payload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_payload_too_large: ((inputs?: Apierr_Payload_Too_LargeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Payload_Too_LargeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Payload_Too_LargeInputs = {};
