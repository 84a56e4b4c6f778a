/**
* | output |
* | --- |
* | "We received a request to reset the password of your account. The link works for one hour and only once." |
*
* @param {Mail_Recovery_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_text: ((inputs?: Mail_Recovery_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Recovery_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Recovery_TextInputs = {};
