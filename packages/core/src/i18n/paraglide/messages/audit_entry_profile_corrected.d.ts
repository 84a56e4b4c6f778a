/**
* | output |
* | --- |
* | "{actor} corrected the profile of {subject} ({fields})" |
*
* @param {Audit_Entry_Profile_CorrectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_profile_corrected: ((inputs: Audit_Entry_Profile_CorrectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Profile_CorrectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Profile_CorrectedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
    fields: NonNullable<unknown>;
};
