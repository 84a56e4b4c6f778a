/**
* | output |
* | --- |
* | "Waiting for your device..." |
*
* @param {Dash_Passkey_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_waiting: ((inputs?: Dash_Passkey_WaitingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_WaitingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_WaitingInputs = {};
