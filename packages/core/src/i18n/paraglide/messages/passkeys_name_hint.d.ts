/**
* | output |
* | --- |
* | "So you can tell your passkeys apart, like Laptop or Phone." |
*
* @param {Passkeys_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_name_hint: ((inputs?: Passkeys_Name_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Name_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Name_HintInputs = {};
