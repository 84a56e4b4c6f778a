/**
* | output |
* | --- |
* | "Refund marked" |
*
* @param {Audit_Label_Refund_MarkedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_refund_marked: ((inputs?: Audit_Label_Refund_MarkedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Refund_MarkedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Refund_MarkedInputs = {};
