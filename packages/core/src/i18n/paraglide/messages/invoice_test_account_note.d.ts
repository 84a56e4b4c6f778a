/**
* | output |
* | --- |
* | "Note: {notice}." |
*
* @param {Invoice_Test_Account_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_test_account_note: ((inputs: Invoice_Test_Account_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Test_Account_NoteInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Test_Account_NoteInputs = {
    notice: NonNullable<unknown>;
};
