/**
* | output |
* | --- |
* | "Fees renewed" |
*
* @param {Audit_Label_Fees_RenewedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_fees_renewed: ((inputs?: Audit_Label_Fees_RenewedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Fees_RenewedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Fees_RenewedInputs = {};
