/**
* | output |
* | --- |
* | "Passkey added" |
*
* @param {Audit_Label_Passkey_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_passkey_added: ((inputs?: Audit_Label_Passkey_AddedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Passkey_AddedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Passkey_AddedInputs = {};
