/**
* | output |
* | --- |
* | "{actor} resent the invite to {subject}" |
*
* @param {Audit_Entry_Invite_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invite_resent: ((inputs: Audit_Entry_Invite_ResentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Invite_ResentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Invite_ResentInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
