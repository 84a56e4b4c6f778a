/**
* | output |
* | --- |
* | "Confirmation resent" |
*
* @param {Audit_Label_Confirmation_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_confirmation_resent: ((inputs?: Audit_Label_Confirmation_ResentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Confirmation_ResentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Confirmation_ResentInputs = {};
