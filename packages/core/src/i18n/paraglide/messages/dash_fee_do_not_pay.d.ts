/**
* | output |
* | --- |
* | "Do not pay them." |
*
* @param {Dash_Fee_Do_Not_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_do_not_pay: ((inputs?: Dash_Fee_Do_Not_PayInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Do_Not_PayInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Do_Not_PayInputs = {};
