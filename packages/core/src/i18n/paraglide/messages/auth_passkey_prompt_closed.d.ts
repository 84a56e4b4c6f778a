/**
* | output |
* | --- |
* | "The browser did not use a passkey: its prompt was closed or timed out." |
*
* @param {Auth_Passkey_Prompt_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_prompt_closed: ((inputs?: Auth_Passkey_Prompt_ClosedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passkey_Prompt_ClosedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passkey_Prompt_ClosedInputs = {};
