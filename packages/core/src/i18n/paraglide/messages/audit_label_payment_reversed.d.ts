/**
* | output |
* | --- |
* | "Payment reversed" |
*
* @param {Audit_Label_Payment_ReversedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_reversed: ((inputs?: Audit_Label_Payment_ReversedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Payment_ReversedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Payment_ReversedInputs = {};
