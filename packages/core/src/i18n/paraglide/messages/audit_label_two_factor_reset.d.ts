/**
* | output |
* | --- |
* | "Two-factor reset" |
*
* @param {Audit_Label_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_two_factor_reset: ((inputs?: Audit_Label_Two_Factor_ResetInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Two_Factor_ResetInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Two_Factor_ResetInputs = {};
