/**
* | output |
* | --- |
* | "Language saved" |
*
* @param {Profile_Lang_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_saved: ((inputs?: Profile_Lang_SavedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Lang_SavedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Lang_SavedInputs = {};
