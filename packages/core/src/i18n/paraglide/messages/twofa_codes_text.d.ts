/**
* | output |
* | --- |
* | "If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, apart from your phone." |
*
* @param {Twofa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_codes_text: ((inputs?: Twofa_Codes_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Codes_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Codes_TextInputs = {};
