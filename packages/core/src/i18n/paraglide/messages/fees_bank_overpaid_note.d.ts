/**
* | output |
* | --- |
* | "check these invoices: more came in than was billed" |
*
* @param {Fees_Bank_Overpaid_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_overpaid_note: ((inputs?: Fees_Bank_Overpaid_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Bank_Overpaid_NoteInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Bank_Overpaid_NoteInputs = {};
