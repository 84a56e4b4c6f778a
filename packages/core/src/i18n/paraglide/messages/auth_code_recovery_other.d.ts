/**
* | output |
* | --- |
* | "Use a code from the app instead" |
*
* @param {Auth_Code_Recovery_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_recovery_other: ((inputs?: Auth_Code_Recovery_OtherInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Recovery_OtherInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Recovery_OtherInputs = {};
