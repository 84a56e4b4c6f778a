/**
* | output |
* | --- |
* | "Not authenticated" |
*
* @param {Import_Not_AuthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_not_authenticated: ((inputs?: Import_Not_AuthenticatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Not_AuthenticatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Not_AuthenticatedInputs = {};
