/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Auth_Code_Totp_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_label: ((inputs?: Auth_Code_Totp_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_Totp_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_Totp_LabelInputs = {};
