/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Passkeys_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove: ((inputs?: Passkeys_RemoveInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_RemoveInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_RemoveInputs = {};
