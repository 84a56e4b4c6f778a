/**
* | output |
* | --- |
* | "Added {day}" |
*
* @param {Dash_Passkey_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_added_on: ((inputs: Dash_Passkey_Added_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Added_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Added_OnInputs = {
    day: NonNullable<unknown>;
};
