/**
* | output |
* | --- |
* | "Invoice {number} ({year}): {amount}, {state}" |
*
* @param {Dash_Resign_Invoice_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_invoice_row: ((inputs: Dash_Resign_Invoice_RowInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Invoice_RowInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Invoice_RowInputs = {
    number: NonNullable<unknown>;
    year: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
