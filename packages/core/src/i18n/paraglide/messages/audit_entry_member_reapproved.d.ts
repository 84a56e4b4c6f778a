/**
* | output |
* | --- |
* | "{actor} approved {subject} again after a rejection" |
*
* @param {Audit_Entry_Member_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_reapproved: ((inputs: Audit_Entry_Member_ReapprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Member_ReapprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Member_ReapprovedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
