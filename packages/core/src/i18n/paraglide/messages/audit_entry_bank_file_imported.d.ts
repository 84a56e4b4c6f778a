/**
* | output |
* | --- |
* | "{actor} imported a bank file with {credits}: {booked} booked, {unmatched} unmatched, {duplicates} imported before" |
*
* @param {Audit_Entry_Bank_File_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_bank_file_imported: ((inputs: Audit_Entry_Bank_File_ImportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Bank_File_ImportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Bank_File_ImportedInputs = {
    actor: NonNullable<unknown>;
    credits: NonNullable<unknown>;
    booked: NonNullable<unknown>;
    unmatched: NonNullable<unknown>;
    duplicates: NonNullable<unknown>;
};
