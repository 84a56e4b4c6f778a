/**
* | output |
* | --- |
* | "{actor} added {passkey}" |
*
* @param {Audit_Entry_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_passkey_added: ((inputs: Audit_Entry_Passkey_AddedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Passkey_AddedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Passkey_AddedInputs = {
    actor: NonNullable<unknown>;
    passkey: NonNullable<unknown>;
};
