/**
* | output |
* | --- |
* | "{actor} marked {amount} paid too much on {invoice} of {subject} to refund, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Refund_MarkedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_refund_marked: ((inputs: Audit_Entry_Refund_MarkedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Refund_MarkedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Refund_MarkedInputs = {
    actor: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
