/**
* | output |
* | --- |
* | "Your address has been removed from our mailing list. You will receive no more newsletters from us." |
*
* @param {Mailing_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribed_text: ((inputs?: Mailing_Unsubscribed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Unsubscribed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Unsubscribed_TextInputs = {};
