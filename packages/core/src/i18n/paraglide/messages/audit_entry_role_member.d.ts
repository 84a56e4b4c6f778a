/**
* | output |
* | --- |
* | "{actor} made {subject} a member" |
*
* @param {Audit_Entry_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_member: ((inputs: Audit_Entry_Role_MemberInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Role_MemberInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Role_MemberInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
