/**
* | output |
* | --- |
* | "{actor} imported {members} ({skipped} already there, {failed} failed)" |
*
* @param {Audit_Entry_Members_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_members_imported: ((inputs: Audit_Entry_Members_ImportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Members_ImportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Members_ImportedInputs = {
    actor: NonNullable<unknown>;
    members: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
