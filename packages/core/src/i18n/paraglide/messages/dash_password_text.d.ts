/**
* | output |
* | --- |
* | "Choose a new password for your account. Your other sessions are signed out when it changes." |
*
* @param {Dash_Password_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_text: ((inputs?: Dash_Password_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Password_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Password_TextInputs = {};
