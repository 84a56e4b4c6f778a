/**
* | output |
* | --- |
* | "Assign payment" |
*
* @param {Fees_Unmatched_Assign_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assign_payment: ((inputs?: Fees_Unmatched_Assign_PaymentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Assign_PaymentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Assign_PaymentInputs = {};
