/**
* | output |
* | --- |
* | "The passkey “{name}” no longer signs you in." |
*
* @param {Dash_Passkey_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_removed_text: ((inputs: Dash_Passkey_Removed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Removed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Removed_TextInputs = {
    name: NonNullable<unknown>;
};
