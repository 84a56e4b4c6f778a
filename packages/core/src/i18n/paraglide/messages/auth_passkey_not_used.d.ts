/**
* | output |
* | --- |
* | "The browser did not use a passkey: its prompt was closed or timed out." |
*
* @param {Auth_Passkey_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_not_used: ((inputs?: Auth_Passkey_Not_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passkey_Not_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passkey_Not_UsedInputs = {};
