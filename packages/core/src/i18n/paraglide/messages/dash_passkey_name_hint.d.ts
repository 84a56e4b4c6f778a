/**
* | output |
* | --- |
* | "So you can tell your passkeys apart, like Laptop or Phone." |
*
* @param {Dash_Passkey_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_name_hint: ((inputs?: Dash_Passkey_Name_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Name_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Name_HintInputs = {};
