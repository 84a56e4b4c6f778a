/**
* | output |
* | --- |
* | "From now on, sign-in asks for a code from your app." |
*
* @param {Twofa_Now_On_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_now_on_text: ((inputs?: Twofa_Now_On_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Now_On_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Now_On_TextInputs = {};
