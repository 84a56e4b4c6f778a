/**
* | output |
* | --- |
* | "Turn Off Two-Factor Authentication" |
*
* @param {Twofa_Turn_Off_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_button: ((inputs?: Twofa_Turn_Off_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Turn_Off_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Turn_Off_ButtonInputs = {};
