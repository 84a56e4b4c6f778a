/**
* | output |
* | --- |
* | "{actor} uploaded {file} ({size})" |
*
* @param {Audit_Entry_File_UploadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_uploaded: ((inputs: Audit_Entry_File_UploadedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_File_UploadedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_File_UploadedInputs = {
    actor: NonNullable<unknown>;
    file: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
