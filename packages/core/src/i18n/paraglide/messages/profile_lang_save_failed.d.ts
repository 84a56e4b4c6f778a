/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Profile_Lang_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const profile_lang_save_failed: ((inputs?: Profile_Lang_Save_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Lang_Save_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Lang_Save_FailedInputs = {};
