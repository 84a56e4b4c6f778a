/**
* | output |
* | --- |
* | "Add a Passkey" |
*
* @param {Passkeys_Add_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_add_button: ((inputs?: Passkeys_Add_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Add_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Add_ButtonInputs = {};
