/**
* | output |
* | --- |
* | "Send confirmation e-mail again" |
*
* @param {Auth_Resend_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_resend_confirmation: ((inputs?: Auth_Resend_ConfirmationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Resend_ConfirmationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Resend_ConfirmationInputs = {};
