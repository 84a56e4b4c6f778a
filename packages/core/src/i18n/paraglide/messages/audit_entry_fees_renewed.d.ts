/**
* | output |
* | --- |
* | "{actor} issued the invoices for {year}: {created} of {members}" |
*
* @param {Audit_Entry_Fees_RenewedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_fees_renewed: ((inputs: Audit_Entry_Fees_RenewedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Fees_RenewedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Fees_RenewedInputs = {
    actor: NonNullable<unknown>;
    year: NonNullable<unknown>;
    created: NonNullable<unknown>;
    members: NonNullable<unknown>;
};
