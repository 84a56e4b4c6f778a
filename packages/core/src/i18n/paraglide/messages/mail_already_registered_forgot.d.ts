/**
* | output |
* | --- |
* | "Forgot your password? Choose Forgot Password on the login page to set a new one." |
*
* @param {Mail_Already_Registered_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_forgot: ((inputs?: Mail_Already_Registered_ForgotInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Already_Registered_ForgotInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Already_Registered_ForgotInputs = {};
