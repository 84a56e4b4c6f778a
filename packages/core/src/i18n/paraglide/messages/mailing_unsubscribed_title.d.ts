/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Mailing_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribed_title: ((inputs?: Mailing_Unsubscribed_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Unsubscribed_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Unsubscribed_TitleInputs = {};
