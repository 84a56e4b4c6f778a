/**
* | output |
* | --- |
* | "{actor} dismissed a bank payment of {amount} as not a fee, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Payment_DismissedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_dismissed: ((inputs: Audit_Entry_Payment_DismissedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Payment_DismissedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Payment_DismissedInputs = {
    actor: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
