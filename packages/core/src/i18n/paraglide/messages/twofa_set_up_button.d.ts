/**
* | output |
* | --- |
* | "Set Up Two-Factor Authentication" |
*
* @param {Twofa_Set_Up_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_set_up_button: ((inputs?: Twofa_Set_Up_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Set_Up_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Set_Up_ButtonInputs = {};
