/**
* | output |
* | --- |
* | "{actor} resigned, leaving on {day}" |
*
* @param {Audit_Entry_Member_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_resigned: ((inputs: Audit_Entry_Member_ResignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Member_ResignedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Member_ResignedInputs = {
    actor: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
