/**
* | output |
* | --- |
* | "{number} ({year}): {amount} open, {state}" |
*
* @param {Fees_End_Invoice_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_invoice_line: ((inputs: Fees_End_Invoice_LineInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_End_Invoice_LineInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_End_Invoice_LineInputs = {
    number: NonNullable<unknown>;
    year: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
