/**
* | output |
* | --- |
* | "Choose when you leave. A confirmation e-mail follows." |
*
* @param {Dash_Resign_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_dialog_description: ((inputs?: Dash_Resign_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Dialog_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Dialog_DescriptionInputs = {};
