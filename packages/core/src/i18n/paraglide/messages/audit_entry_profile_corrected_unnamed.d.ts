/**
* | output |
* | --- |
* | "{actor} corrected the profile of {subject}" |
*
* @param {Audit_Entry_Profile_Corrected_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_profile_corrected_unnamed: ((inputs: Audit_Entry_Profile_Corrected_UnnamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Profile_Corrected_UnnamedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Profile_Corrected_UnnamedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
