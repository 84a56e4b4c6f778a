/**
* | output |
* | --- |
* | "Link Invalid" |
*
* @param {Auth_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_link_invalid: ((inputs?: Auth_Link_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Link_InvalidInputs = {};
