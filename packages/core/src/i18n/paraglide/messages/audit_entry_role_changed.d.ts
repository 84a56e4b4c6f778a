/**
* | output |
* | --- |
* | "{actor} changed the role of {subject}" |
*
* @param {Audit_Entry_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_changed: ((inputs: Audit_Entry_Role_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Role_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Role_ChangedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
