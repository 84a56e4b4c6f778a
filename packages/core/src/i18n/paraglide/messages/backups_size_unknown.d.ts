/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Backups_Size_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_size_unknown: ((inputs?: Backups_Size_UnknownInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backups_Size_UnknownInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backups_Size_UnknownInputs = {};
