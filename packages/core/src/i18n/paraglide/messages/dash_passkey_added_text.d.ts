/**
* | output |
* | --- |
* | "You can now sign in with the passkey “{name}”." |
*
* @param {Dash_Passkey_Added_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_added_text: ((inputs: Dash_Passkey_Added_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Added_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Added_TextInputs = {
    name: NonNullable<unknown>;
};
