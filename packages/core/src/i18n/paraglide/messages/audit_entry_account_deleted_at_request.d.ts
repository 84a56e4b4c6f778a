/**
* | output |
* | --- |
* | "The account of a member who resigned with immediate effect{on} was deleted at their request" |
*
* @param {Audit_Entry_Account_Deleted_At_RequestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted_at_request: ((inputs: Audit_Entry_Account_Deleted_At_RequestInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Account_Deleted_At_RequestInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Account_Deleted_At_RequestInputs = {
    on: NonNullable<unknown>;
};
