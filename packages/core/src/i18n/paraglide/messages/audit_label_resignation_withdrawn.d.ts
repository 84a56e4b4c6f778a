/**
* | output |
* | --- |
* | "Resignation withdrawn" |
*
* @param {Audit_Label_Resignation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_resignation_withdrawn: ((inputs?: Audit_Label_Resignation_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Resignation_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Resignation_WithdrawnInputs = {};
