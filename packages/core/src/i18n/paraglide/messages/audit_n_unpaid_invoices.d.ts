/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some unpaid invoices" |
* | * | "one" | "1 unpaid invoice" |
* | * | * | "{shownCount} unpaid invoices" |
*
* @param {Audit_N_Unpaid_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_unpaid_invoices: ((inputs: Audit_N_Unpaid_InvoicesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_N_Unpaid_InvoicesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_N_Unpaid_InvoicesInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
