/**
* | output |
* | --- |
* | "Book {amount} received on {day} to invoice {number} of {name} ({invoiceAmount}, {year}). The payment then counts as paid on that invoice and leaves this list." |
*
* @param {Fees_Unmatched_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_confirm_text: ((inputs: Fees_Unmatched_Confirm_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Confirm_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Confirm_TextInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
    invoiceAmount: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
