/**
* | output |
* | --- |
* | "Why Join" |
*
* @param {Home_Why_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_why_join: ((inputs?: Home_Why_JoinInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_JoinInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_JoinInputs = {};
