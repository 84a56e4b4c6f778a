/**
* | output |
* | --- |
* | "Email Confirmation Failed" |
*
* @param {Auth_Email_Confirmation_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmation_failed: ((inputs?: Auth_Email_Confirmation_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Confirmation_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Email_Confirmation_FailedInputs = {};
