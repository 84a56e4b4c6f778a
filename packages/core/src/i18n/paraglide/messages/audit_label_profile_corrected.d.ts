/**
* | output |
* | --- |
* | "Profile corrected" |
*
* @param {Audit_Label_Profile_CorrectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_profile_corrected: ((inputs?: Audit_Label_Profile_CorrectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Profile_CorrectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Profile_CorrectedInputs = {};
