/**
* | output |
* | --- |
* | "{actor} resigned" |
*
* @param {Audit_Entry_Member_Resigned_UndatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_resigned_undated: ((inputs: Audit_Entry_Member_Resigned_UndatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Member_Resigned_UndatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Member_Resigned_UndatedInputs = {
    actor: NonNullable<unknown>;
};
