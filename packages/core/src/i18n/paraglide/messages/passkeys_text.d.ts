/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication." |
*
* @param {Passkeys_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_text: ((inputs?: Passkeys_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_TextInputs = {};
