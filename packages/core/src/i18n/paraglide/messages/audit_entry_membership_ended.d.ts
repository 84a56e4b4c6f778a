/**
* | output |
* | --- |
* | "{actor} ended the unpaid membership of {subject} and cancelled {invoices}" |
*
* @param {Audit_Entry_Membership_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_membership_ended: ((inputs: Audit_Entry_Membership_EndedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Membership_EndedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Membership_EndedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    invoices: NonNullable<unknown>;
};
