/**
* | output |
* | --- |
* | "File deleted" |
*
* @param {Audit_Label_File_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_file_deleted: ((inputs?: Audit_Label_File_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_File_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_File_DeletedInputs = {};
