/**
* | output |
* | --- |
* | "This page needs JavaScript" |
*
* @param {Client_Needs_Javascript_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_needs_javascript_title: ((inputs?: Client_Needs_Javascript_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Needs_Javascript_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Client_Needs_Javascript_TitleInputs = {};
