/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Please use the link from one of our e-mails exactly as it is." |
*
* @param {Mailing_Invalid_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_invalid_unsubscribe_link: ((inputs?: Mailing_Invalid_Unsubscribe_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Invalid_Unsubscribe_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Invalid_Unsubscribe_LinkInputs = {};
