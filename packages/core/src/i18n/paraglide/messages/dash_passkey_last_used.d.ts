/**
* | output |
* | --- |
* | "Last used {day}" |
*
* @param {Dash_Passkey_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_last_used: ((inputs: Dash_Passkey_Last_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Last_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Last_UsedInputs = {
    day: NonNullable<unknown>;
};
