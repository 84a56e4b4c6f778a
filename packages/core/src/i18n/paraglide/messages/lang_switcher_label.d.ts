/**
* | output |
* | --- |
* | "Language" |
*
* @param {Lang_Switcher_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const lang_switcher_label: ((inputs?: Lang_Switcher_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Switcher_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lang_Switcher_LabelInputs = {};
