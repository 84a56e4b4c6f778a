/**
* | output |
* | --- |
* | "{actor} resent the confirmation e-mail to {subject}" |
*
* @param {Audit_Entry_Confirmation_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_confirmation_resent: ((inputs: Audit_Entry_Confirmation_ResentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Confirmation_ResentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Confirmation_ResentInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
