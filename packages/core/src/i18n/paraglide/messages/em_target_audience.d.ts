/**
* | output |
* | --- |
* | "Target audience" |
*
* @param {Em_Target_AudienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_target_audience: ((inputs?: Em_Target_AudienceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Target_AudienceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Target_AudienceInputs = {};
