/**
* | output |
* | --- |
* | "Members will no longer be able to download {name}. This cannot be undone." |
*
* @param {Files_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_delete_text: ((inputs: Files_Delete_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_Delete_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_Delete_TextInputs = {
    name: NonNullable<unknown>;
};
