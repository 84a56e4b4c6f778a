/**
* | output |
* | --- |
* | "File uploaded" |
*
* @param {Audit_Label_File_UploadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_file_uploaded: ((inputs?: Audit_Label_File_UploadedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_File_UploadedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_File_UploadedInputs = {};
