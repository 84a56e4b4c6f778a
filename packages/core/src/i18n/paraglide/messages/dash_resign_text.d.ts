/**
* | output |
* | --- |
* | "You can leave at the end of the membership year or at once. Your invoices and payments are kept for ten years, as Swiss accounting law requires; everything e..." |
*
* @param {Dash_Resign_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_text: ((inputs?: Dash_Resign_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_TextInputs = {};
