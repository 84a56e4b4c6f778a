/**
* | output |
* | --- |
* | "More to come" |
*
* @param {About_More_To_ComeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const about_more_to_come: ((inputs?: About_More_To_ComeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_More_To_ComeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_More_To_ComeInputs = {};
