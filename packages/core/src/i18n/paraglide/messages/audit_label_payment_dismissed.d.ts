/**
* | output |
* | --- |
* | "Payment dismissed as not a fee" |
*
* @param {Audit_Label_Payment_DismissedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_dismissed: ((inputs?: Audit_Label_Payment_DismissedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Payment_DismissedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Payment_DismissedInputs = {};
