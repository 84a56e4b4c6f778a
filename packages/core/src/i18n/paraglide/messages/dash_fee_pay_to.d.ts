/**
* | output |
* | --- |
* | "Pay to" |
*
* @param {Dash_Fee_Pay_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_pay_to: ((inputs?: Dash_Fee_Pay_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Pay_ToInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Pay_ToInputs = {};
