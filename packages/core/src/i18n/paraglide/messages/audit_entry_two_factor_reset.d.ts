/**
* | output |
* | --- |
* | "{actor} reset the two-factor authentication of {subject}" |
*
* @param {Audit_Entry_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_two_factor_reset: ((inputs: Audit_Entry_Two_Factor_ResetInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Two_Factor_ResetInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Two_Factor_ResetInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
