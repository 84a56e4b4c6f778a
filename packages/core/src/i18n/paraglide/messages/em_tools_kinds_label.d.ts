/**
* | output |
* | --- |
* | "Kinds of tools" |
*
* @param {Em_Tools_Kinds_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_kinds_label: ((inputs?: Em_Tools_Kinds_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Tools_Kinds_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Tools_Kinds_LabelInputs = {};
