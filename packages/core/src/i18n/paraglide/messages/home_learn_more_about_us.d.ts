/**
* | output |
* | --- |
* | "about us" |
*
* @param {Home_Learn_More_About_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_learn_more_about_us: ((inputs?: Home_Learn_More_About_UsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Learn_More_About_UsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Learn_More_About_UsInputs = {};
