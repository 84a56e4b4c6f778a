/**
* | output |
* | --- |
* | "Get new recovery codes" |
*
* @param {Twofa_Get_Codes_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_get_codes_form: ((inputs?: Twofa_Get_Codes_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Get_Codes_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Get_Codes_FormInputs = {};
