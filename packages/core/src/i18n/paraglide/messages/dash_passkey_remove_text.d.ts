/**
* | output |
* | --- |
* | "You will no longer be able to sign in with the passkey “{name}”. Your password and your other passkeys keep working." |
*
* @param {Dash_Passkey_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove_text: ((inputs: Dash_Passkey_Remove_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Remove_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Remove_TextInputs = {
    name: NonNullable<unknown>;
};
