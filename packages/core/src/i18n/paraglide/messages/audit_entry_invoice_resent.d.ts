/**
* | output |
* | --- |
* | "{actor} resent {invoice} to {subject}" |
*
* @param {Audit_Entry_Invoice_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invoice_resent: ((inputs: Audit_Entry_Invoice_ResentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Invoice_ResentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Invoice_ResentInputs = {
    actor: NonNullable<unknown>;
    invoice: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
