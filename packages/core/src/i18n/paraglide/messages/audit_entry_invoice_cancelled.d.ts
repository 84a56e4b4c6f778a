/**
* | output |
* | --- |
* | "{actor} cancelled {invoice} of {subject}, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invoice_cancelled: ((inputs: Audit_Entry_Invoice_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Invoice_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Invoice_CancelledInputs = {
    actor: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
