/**
* | output |
* | --- |
* | "{actor} deleted {file}" |
*
* @param {Audit_Entry_File_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_deleted: ((inputs: Audit_Entry_File_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_File_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_File_DeletedInputs = {
    actor: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
