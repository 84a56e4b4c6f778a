/**
* | output |
* | --- |
* | "Bank file imported" |
*
* @param {Audit_Label_Bank_File_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_bank_file_imported: ((inputs?: Audit_Label_Bank_File_ImportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Bank_File_ImportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Bank_File_ImportedInputs = {};
