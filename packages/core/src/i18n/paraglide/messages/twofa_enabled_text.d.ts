/**
* | output |
* | --- |
* | "When you sign in, we ask for a code from your authenticator app after your password." |
*
* @param {Twofa_Enabled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_enabled_text: ((inputs?: Twofa_Enabled_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Enabled_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Enabled_TextInputs = {};
