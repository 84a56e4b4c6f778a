/**
* | output |
* | --- |
* | "{actor} recorded a payment of {amount} on {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_recorded: ((inputs: Audit_Entry_Payment_RecordedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_RecordedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_RecordedInputs = {
    actor: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
