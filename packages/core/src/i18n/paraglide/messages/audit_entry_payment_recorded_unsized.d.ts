/**
* | output |
* | --- |
* | "{actor} recorded a payment on {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_Recorded_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_recorded_unsized: ((inputs: Audit_Entry_Payment_Recorded_UnsizedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_Recorded_UnsizedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_Recorded_UnsizedInputs = {
    actor: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
