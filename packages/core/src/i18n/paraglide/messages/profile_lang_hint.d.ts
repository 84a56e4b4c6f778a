/**
* | output |
* | --- |
* | "Your e-mails and invoices are written in this language." |
*
* @param {Profile_Lang_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_hint: ((inputs?: Profile_Lang_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Lang_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Lang_HintInputs = {};
