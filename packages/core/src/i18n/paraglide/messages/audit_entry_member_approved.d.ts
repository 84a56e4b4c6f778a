/**
* | output |
* | --- |
* | "{actor} approved {subject}" |
*
* @param {Audit_Entry_Member_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_approved: ((inputs: Audit_Entry_Member_ApprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Member_ApprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Member_ApprovedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
