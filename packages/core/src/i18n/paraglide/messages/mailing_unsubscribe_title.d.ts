/**
* | output |
* | --- |
* | "Unsubscribe from our newsletter" |
*
* @param {Mailing_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe_title: ((inputs?: Mailing_Unsubscribe_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Unsubscribe_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Unsubscribe_TitleInputs = {};
