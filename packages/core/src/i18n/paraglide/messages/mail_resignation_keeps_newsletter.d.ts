/**
* | output |
* | --- |
* | "You keep receiving the newsletter; every issue has a link to unsubscribe." |
*
* @param {Mail_Resignation_Keeps_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_keeps_newsletter: ((inputs?: Mail_Resignation_Keeps_NewsletterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_Keeps_NewsletterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_Keeps_NewsletterInputs = {};
