/**
* | output |
* | --- |
* | "These bills name a" |
*
* @param {Dash_Fee_Test_BillsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_test_bills: ((inputs?: Dash_Fee_Test_BillsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Test_BillsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Test_BillsInputs = {};
