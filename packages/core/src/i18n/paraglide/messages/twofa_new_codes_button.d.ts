/**
* | output |
* | --- |
* | "New Recovery Codes" |
*
* @param {Twofa_New_Codes_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_new_codes_button: ((inputs?: Twofa_New_Codes_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_New_Codes_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_New_Codes_ButtonInputs = {};
