/**
* | output |
* | --- |
* | "To be confirmed" |
*
* @param {Em_To_Be_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_to_be_confirmed: ((inputs?: Em_To_Be_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_To_Be_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_To_Be_ConfirmedInputs = {};
