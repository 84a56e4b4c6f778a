/**
* | output |
* | --- |
* | "Payment recorded" |
*
* @param {Audit_Label_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_recorded: ((inputs?: Audit_Label_Payment_RecordedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Payment_RecordedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Payment_RecordedInputs = {};
