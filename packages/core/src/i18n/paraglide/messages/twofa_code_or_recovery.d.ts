/**
* | output |
* | --- |
* | "Code from the app or a recovery code" |
*
* @param {Twofa_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_code_or_recovery: ((inputs?: Twofa_Code_Or_RecoveryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Code_Or_RecoveryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Code_Or_RecoveryInputs = {};
