/**
* | output |
* | --- |
* | "the passkey “{name}”" |
*
* @param {Audit_The_PasskeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_passkey: ((inputs: Audit_The_PasskeyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_The_PasskeyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_The_PasskeyInputs = {
    name: NonNullable<unknown>;
};
