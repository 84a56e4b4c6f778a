/**
* | output |
* | --- |
* | "Remove the passkey “{name}”?" |
*
* @param {Passkeys_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_title: ((inputs: Passkeys_Remove_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Remove_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
