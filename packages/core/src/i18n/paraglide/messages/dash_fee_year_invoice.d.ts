/**
* | output |
* | --- |
* | "Membership year {year} · Invoice {number}" |
*
* @param {Dash_Fee_Year_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_year_invoice: ((inputs: Dash_Fee_Year_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Year_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Year_InvoiceInputs = {
    year: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
