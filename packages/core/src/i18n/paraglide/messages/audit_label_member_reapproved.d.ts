/**
* | output |
* | --- |
* | "Member approved again" |
*
* @param {Audit_Label_Member_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_reapproved: ((inputs?: Audit_Label_Member_ReapprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Member_ReapprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Member_ReapprovedInputs = {};
