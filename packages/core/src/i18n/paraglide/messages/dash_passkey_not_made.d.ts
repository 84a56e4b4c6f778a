/**
* | output |
* | --- |
* | "The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one." |
*
* @param {Dash_Passkey_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_not_made: ((inputs?: Dash_Passkey_Not_MadeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Not_MadeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Not_MadeInputs = {};
