/**
* | output |
* | --- |
* | "{actor} deleted the account of a member who left{on} and closed {invoices}" |
*
* @param {Audit_Entry_Account_Deleted_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted_closed: ((inputs: Audit_Entry_Account_Deleted_ClosedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Account_Deleted_ClosedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Account_Deleted_ClosedInputs = {
    actor: NonNullable<unknown>;
    on: NonNullable<unknown>;
    invoices: NonNullable<unknown>;
};
