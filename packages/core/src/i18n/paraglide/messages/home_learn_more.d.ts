/**
* | output |
* | --- |
* | "Learn More" |
*
* @param {Home_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_learn_more: ((inputs?: Home_Learn_MoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Learn_MoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Learn_MoreInputs = {};
