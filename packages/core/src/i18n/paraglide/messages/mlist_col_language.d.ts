/**
* | output |
* | --- |
* | "Language" |
*
* @param {Mlist_Col_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_col_language: ((inputs?: Mlist_Col_LanguageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Col_LanguageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Col_LanguageInputs = {};
