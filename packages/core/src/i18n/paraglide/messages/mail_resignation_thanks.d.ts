/**
* | output |
* | --- |
* | "Thank you for having been part of the association." |
*
* @param {Mail_Resignation_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_thanks: ((inputs?: Mail_Resignation_ThanksInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_ThanksInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_ThanksInputs = {};
