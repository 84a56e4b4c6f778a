/**
* | output |
* | --- |
* | "Back to Voluntary Work" |
*
* @param {Em_Back_To_Voluntary_WorkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_voluntary_work: ((inputs?: Em_Back_To_Voluntary_WorkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Back_To_Voluntary_WorkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Back_To_Voluntary_WorkInputs = {};
