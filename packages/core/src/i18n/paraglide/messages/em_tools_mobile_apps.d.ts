/**
* | output |
* | --- |
* | "Mobile Apps" |
*
* @param {Em_Tools_Mobile_AppsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_tools_mobile_apps: ((inputs?: Em_Tools_Mobile_AppsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Tools_Mobile_AppsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Tools_Mobile_AppsInputs = {};
