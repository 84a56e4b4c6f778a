/**
* | output |
* | --- |
* | "{actor} withdrew their resignation" |
*
* @param {Audit_Entry_Resignation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_resignation_withdrawn: ((inputs: Audit_Entry_Resignation_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Resignation_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Resignation_WithdrawnInputs = {
    actor: NonNullable<unknown>;
};
