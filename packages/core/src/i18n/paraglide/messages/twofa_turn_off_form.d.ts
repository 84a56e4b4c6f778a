/**
* | output |
* | --- |
* | "Turn off two-factor authentication" |
*
* @param {Twofa_Turn_Off_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_form: ((inputs?: Twofa_Turn_Off_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_Off_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_Off_FormInputs = {};
