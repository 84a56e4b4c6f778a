/**
* | output |
* | --- |
* | "{actor} cancelled {invoice} of {subject}" |
*
* @param {Audit_Entry_Invoice_Cancelled_UnexplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invoice_cancelled_unexplained: ((inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Invoice_Cancelled_UnexplainedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Invoice_Cancelled_UnexplainedInputs = {
    actor: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
