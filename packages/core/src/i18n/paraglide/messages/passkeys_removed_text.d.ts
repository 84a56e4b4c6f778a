/**
* | output |
* | --- |
* | "The passkey “{name}” no longer signs you in." |
*
* @param {Passkeys_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_removed_text: ((inputs: Passkeys_Removed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Removed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Removed_TextInputs = {
    name: NonNullable<unknown>;
};
