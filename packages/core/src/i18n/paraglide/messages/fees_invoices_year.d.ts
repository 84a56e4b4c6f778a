/**
* | output |
* | --- |
* | "Invoices {year}" |
*
* @param {Fees_Invoices_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_invoices_year: ((inputs: Fees_Invoices_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Invoices_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Invoices_YearInputs = {
    year: NonNullable<unknown>;
};
