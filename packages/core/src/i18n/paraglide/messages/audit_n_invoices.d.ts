/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some invoices" |
* | * | "one" | "1 invoice" |
* | * | * | "{shownCount} invoices" |
*
* @param {Audit_N_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_invoices: ((inputs: Audit_N_InvoicesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_N_InvoicesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_N_InvoicesInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
