/**
* | output |
* | --- |
* | "{actor} assigned a bank payment of {amount} to {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_assigned: ((inputs: Audit_Entry_Payment_AssignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_AssignedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_AssignedInputs = {
    actor: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
