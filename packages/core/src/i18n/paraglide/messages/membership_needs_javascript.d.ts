/**
* | output |
* | --- |
* | "This form needs JavaScript: the Year of Completion field appears when you choose Student, and Submit Application works only with JavaScript. Please turn Java..." |
*
* @param {Membership_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_needs_javascript: ((inputs?: Membership_Needs_JavascriptInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Needs_JavascriptInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Needs_JavascriptInputs = {};
