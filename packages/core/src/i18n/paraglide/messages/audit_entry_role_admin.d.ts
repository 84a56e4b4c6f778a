/**
* | output |
* | --- |
* | "{actor} made {subject} an admin" |
*
* @param {Audit_Entry_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_admin: ((inputs: Audit_Entry_Role_AdminInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Role_AdminInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Role_AdminInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
