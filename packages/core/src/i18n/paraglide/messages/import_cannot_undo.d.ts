/**
* | output |
* | --- |
* | "This cannot be undone." |
*
* @param {Import_Cannot_UndoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_cannot_undo: ((inputs?: Import_Cannot_UndoInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Cannot_UndoInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Cannot_UndoInputs = {};
