/**
* | output |
* | --- |
* | "Add a document to the {folder} folder. A file with the same name as an existing one is not replaced." |
*
* @param {Files_Upload_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_upload_text: ((inputs: Files_Upload_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_Upload_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_Upload_TextInputs = {
    folder: NonNullable<unknown>;
};
