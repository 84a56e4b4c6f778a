/**
* | output |
* | --- |
* | "Please confirm your e-mail address. The link works for 24 hours and only once." |
*
* @param {Mail_Confirmation_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_ask: ((inputs?: Mail_Confirmation_AskInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirmation_AskInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirmation_AskInputs = {};
