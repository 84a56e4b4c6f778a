/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {Home_Follow_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_follow_us: ((inputs?: Home_Follow_UsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Follow_UsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Follow_UsInputs = {};
