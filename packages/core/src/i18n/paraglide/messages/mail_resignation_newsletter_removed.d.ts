/**
* | output |
* | --- |
* | "Your address is taken off the newsletter with your account." |
*
* @param {Mail_Resignation_Newsletter_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_newsletter_removed: ((inputs?: Mail_Resignation_Newsletter_RemovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_Newsletter_RemovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_Newsletter_RemovedInputs = {};
