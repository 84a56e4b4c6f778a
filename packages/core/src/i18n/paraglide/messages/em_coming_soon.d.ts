/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Em_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_coming_soon: ((inputs?: Em_Coming_SoonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Coming_SoonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Coming_SoonInputs = {};
