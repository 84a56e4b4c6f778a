/**
* | output |
* | --- |
* | "Your current recovery codes stop working once you have the new ones." |
*
* @param {Twofa_Get_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes_text: ((inputs?: Twofa_Get_Codes_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Get_Codes_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Get_Codes_TextInputs = {};
