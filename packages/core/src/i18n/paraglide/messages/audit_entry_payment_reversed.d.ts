/**
* | output |
* | --- |
* | "{actor} reversed a payment of {amount} on {invoice} of {subject}, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Payment_ReversedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_reversed: ((inputs: Audit_Entry_Payment_ReversedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_ReversedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_ReversedInputs = {
    actor: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
