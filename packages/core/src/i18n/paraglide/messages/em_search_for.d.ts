/**
* | output |
* | --- |
* | "search for {name}" |
*
* @param {Em_Search_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_search_for: ((inputs: Em_Search_ForInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Search_ForInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Search_ForInputs = {
    name: NonNullable<unknown>;
};
