/**
* | output |
* | --- |
* | "Thank you for having been part of the association." |
*
* @param {Dash_Resign_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_deleted_text: ((inputs?: Dash_Resign_Deleted_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Deleted_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Deleted_TextInputs = {};
