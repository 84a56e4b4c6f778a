/**
* | output |
* | --- |
* | "Career paths" |
*
* @param {Em_Career_Paths_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_career_paths_tabs_label: ((inputs?: Em_Career_Paths_Tabs_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Career_Paths_Tabs_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Career_Paths_Tabs_LabelInputs = {};
