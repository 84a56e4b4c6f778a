/**
* | output |
* | --- |
* | "Book {amount} received on {day} from {payer} to invoice {number} of {name} ({invoiceAmount}, {year}). The payment then counts as paid on that invoice and lea..." |
*
* @param {Fees_Unmatched_Confirm_Text_PayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_confirm_text_payer: ((inputs: Fees_Unmatched_Confirm_Text_PayerInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Confirm_Text_PayerInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Confirm_Text_PayerInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
    payer: NonNullable<unknown>;
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
    invoiceAmount: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
