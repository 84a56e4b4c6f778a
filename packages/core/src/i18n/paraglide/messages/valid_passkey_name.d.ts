/**
* | output |
* | --- |
* | "Please give the passkey a name, like Laptop" |
*
* @param {Valid_Passkey_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_passkey_name: ((inputs?: Valid_Passkey_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Passkey_NameInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Passkey_NameInputs = {};
