/**
* | output |
* | --- |
* | "If you did not apply, you can ignore this e-mail: without confirmation nothing happens." |
*
* @param {Mail_Confirmation_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_ignore: ((inputs?: Mail_Confirmation_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirmation_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirmation_IgnoreInputs = {};
