/**
* | output |
* | --- |
* | "This link cannot be opened. Taking you to the login page…" |
*
* @param {Auth_Invalid_Link_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link_text: ((inputs?: Auth_Invalid_Link_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invalid_Link_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Invalid_Link_TextInputs = {};
