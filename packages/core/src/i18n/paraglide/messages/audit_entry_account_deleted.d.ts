/**
* | output |
* | --- |
* | "{actor} deleted the account of a member who left{on}" |
*
* @param {Audit_Entry_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted: ((inputs: Audit_Entry_Account_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Account_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Account_DeletedInputs = {
    actor: NonNullable<unknown>;
    on: NonNullable<unknown>;
};
