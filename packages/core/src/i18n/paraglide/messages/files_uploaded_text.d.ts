/**
* | output |
* | --- |
* | "{name} is now in {folder}." |
*
* @param {Files_Uploaded_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_uploaded_text: ((inputs: Files_Uploaded_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_Uploaded_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_Uploaded_TextInputs = {
    name: NonNullable<unknown>;
    folder: NonNullable<unknown>;
};
