/**
* | output |
* | --- |
* | "Please confirm your subscription with the link we just sent to your e-mail address." |
*
* @param {Mailing_Subscribed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribed_text: ((inputs?: Mailing_Subscribed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Subscribed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Subscribed_TextInputs = {};
