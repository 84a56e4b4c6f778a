/**
* | output |
* | --- |
* | "Your membership starts on the day your fee is received." |
*
* @param {Dash_Fee_Starts_On_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_starts_on_payment: ((inputs?: Dash_Fee_Starts_On_PaymentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Starts_On_PaymentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Starts_On_PaymentInputs = {};
