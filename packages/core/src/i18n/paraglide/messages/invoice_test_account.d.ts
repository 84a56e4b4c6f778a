/**
* | output |
* | --- |
* | "test account, not a real bank account" |
*
* @param {Invoice_Test_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_test_account: ((inputs?: Invoice_Test_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Test_AccountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Test_AccountInputs = {};
