/**
* | output |
* | --- |
* | "Please confirm your subscription" |
*
* @param {Mail_Mailing_List_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_subject: ((inputs?: Mail_Mailing_List_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Mailing_List_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Mailing_List_SubjectInputs = {};
