/**
* | output |
* | --- |
* | "You will no longer be able to sign in with the passkey “{name}”. Your password and your other passkeys keep working." |
*
* @param {Passkeys_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_text: ((inputs: Passkeys_Remove_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Remove_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Remove_TextInputs = {
    name: NonNullable<unknown>;
};
