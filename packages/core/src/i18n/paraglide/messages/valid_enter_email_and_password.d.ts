/**
* | output |
* | --- |
* | "Please enter your email address and password" |
*
* @param {Valid_Enter_Email_And_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_email_and_password: ((inputs?: Valid_Enter_Email_And_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Enter_Email_And_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Enter_Email_And_PasswordInputs = {};
