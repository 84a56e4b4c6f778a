/**
* | output |
* | --- |
* | "One of the recovery codes you saved when you set up two-factor authentication. Each works once." |
*
* @param {Auth_Code_Recovery_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_recovery_hint: ((inputs?: Auth_Code_Recovery_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Recovery_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Recovery_HintInputs = {};
