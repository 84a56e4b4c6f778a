/**
* | output |
* | --- |
* | "{actor} imported {members} ({skipped} already there, {failed} failed, {invoices} sent)" |
*
* @param {Audit_Entry_Members_Imported_InvoicedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_members_imported_invoiced: ((inputs: Audit_Entry_Members_Imported_InvoicedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Members_Imported_InvoicedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Members_Imported_InvoicedInputs = {
    actor: NonNullable<unknown>;
    members: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
    failed: NonNullable<unknown>;
    invoices: NonNullable<unknown>;
};
