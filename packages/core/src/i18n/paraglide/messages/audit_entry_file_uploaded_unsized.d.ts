/**
* | output |
* | --- |
* | "{actor} uploaded {file}" |
*
* @param {Audit_Entry_File_Uploaded_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_uploaded_unsized: ((inputs: Audit_Entry_File_Uploaded_UnsizedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_File_Uploaded_UnsizedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_File_Uploaded_UnsizedInputs = {
    actor: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
