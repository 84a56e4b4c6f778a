/**
* | output |
* | --- |
* | "Prerequisites and access" |
*
* @param {Em_PrerequisitesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_prerequisites: ((inputs?: Em_PrerequisitesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_PrerequisitesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_PrerequisitesInputs = {};
