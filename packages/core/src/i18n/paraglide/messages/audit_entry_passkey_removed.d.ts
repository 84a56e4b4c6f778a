/**
* | output |
* | --- |
* | "{actor} removed {passkey}" |
*
* @param {Audit_Entry_Passkey_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_passkey_removed: ((inputs: Audit_Entry_Passkey_RemovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Passkey_RemovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Passkey_RemovedInputs = {
    actor: NonNullable<unknown>;
    passkey: NonNullable<unknown>;
};
