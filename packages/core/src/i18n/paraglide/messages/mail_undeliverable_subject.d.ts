/**
* | output |
* | --- |
* | "An e-mail could not be delivered" |
*
* @param {Mail_Undeliverable_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_subject: ((inputs?: Mail_Undeliverable_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Undeliverable_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Undeliverable_SubjectInputs = {};
