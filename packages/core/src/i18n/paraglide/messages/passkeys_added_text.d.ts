/**
* | output |
* | --- |
* | "You can now sign in with the passkey “{name}”." |
*
* @param {Passkeys_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_added_text: ((inputs: Passkeys_Added_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Added_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Added_TextInputs = {
    name: NonNullable<unknown>;
};
