/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Em_Opens_In_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_opens_in_new_tab: ((inputs?: Em_Opens_In_New_TabInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Opens_In_New_TabInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Opens_In_New_TabInputs = {};
