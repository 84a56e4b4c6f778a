/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Mail_Recovery_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_set_password: ((inputs?: Mail_Recovery_Set_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Recovery_Set_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Recovery_Set_PasswordInputs = {};
