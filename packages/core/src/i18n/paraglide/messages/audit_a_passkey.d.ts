/**
* | output |
* | --- |
* | "a passkey" |
*
* @param {Audit_A_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_a_passkey: ((inputs?: Audit_A_PasskeyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_A_PasskeyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_A_PasskeyInputs = {};
