/**
* | output |
* | --- |
* | "Remove Passkey" |
*
* @param {Passkeys_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_confirm: ((inputs?: Passkeys_Remove_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Remove_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Remove_ConfirmInputs = {};
