/**
* | output |
* | --- |
* | "{actor} assigned a bank payment to {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_Assigned_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_assigned_unsized: ((inputs: Audit_Entry_Payment_Assigned_UnsizedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_Assigned_UnsizedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_Assigned_UnsizedInputs = {
    actor: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
