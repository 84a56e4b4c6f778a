/**
* | output |
* | --- |
* | "Invalid Link" |
*
* @param {Auth_Invalid_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link_title: ((inputs?: Auth_Invalid_Link_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_Link_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Invalid_Link_TitleInputs = {};
