/**
* | output |
* | --- |
* | "You receive this e-mail because you subscribed to our news. Unsubscribe with one click" |
*
* @param {Mail_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_unsubscribe: ((inputs?: Mail_Newsletter_UnsubscribeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Newsletter_UnsubscribeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Newsletter_UnsubscribeInputs = {};
