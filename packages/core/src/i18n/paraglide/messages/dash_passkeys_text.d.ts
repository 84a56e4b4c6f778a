/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication." |
*
* @param {Dash_Passkeys_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_text: ((inputs?: Dash_Passkeys_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkeys_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkeys_TextInputs = {};
