/**
* | output |
* | --- |
* | "If you did not ask for this, you can ignore this e-mail; your password stays as it is." |
*
* @param {Mail_Recovery_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_ignore: ((inputs?: Mail_Recovery_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Recovery_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Recovery_IgnoreInputs = {};
