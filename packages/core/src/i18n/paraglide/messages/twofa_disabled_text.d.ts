/**
* | output |
* | --- |
* | "Protect your account with a second step at sign-in: a code from an authenticator app on your phone." |
*
* @param {Twofa_Disabled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_disabled_text: ((inputs?: Twofa_Disabled_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Disabled_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Disabled_TextInputs = {};
