/**
* | output |
* | --- |
* | ": a {notice}. Set the BILLING_ settings to bill members for real." |
*
* @param {Fees_Test_Account_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_test_account_end: ((inputs: Fees_Test_Account_EndInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Test_Account_EndInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Test_Account_EndInputs = {
    notice: NonNullable<unknown>;
};
