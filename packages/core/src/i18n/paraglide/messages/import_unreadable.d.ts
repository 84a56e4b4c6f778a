/**
* | output |
* | --- |
* | "The file could not be read. Please select it again." |
*
* @param {Import_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_unreadable: ((inputs?: Import_UnreadableInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_UnreadableInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_UnreadableInputs = {};
