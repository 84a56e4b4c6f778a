/**
* | output |
* | --- |
* | "Not used yet" |
*
* @param {Dash_Passkey_Not_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_not_used: ((inputs?: Dash_Passkey_Not_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Not_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Not_UsedInputs = {};
