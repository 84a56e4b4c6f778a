/**
* | output |
* | --- |
* | "Reset the two-factor authentication of {name}?" |
*
* @param {Person_Reset_Twofa_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa_title: ((inputs: Person_Reset_Twofa_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reset_Twofa_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reset_Twofa_TitleInputs = {
    name: NonNullable<unknown>;
};
