/**
* | output |
* | --- |
* | "Remove the passkey “{name}”?" |
*
* @param {Dash_Passkey_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkey_remove_title: ((inputs: Dash_Passkey_Remove_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkey_Remove_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkey_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
