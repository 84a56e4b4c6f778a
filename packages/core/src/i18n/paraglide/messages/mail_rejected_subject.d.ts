/**
* | output |
* | --- |
* | "Your membership application" |
*
* @param {Mail_Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_subject: ((inputs?: Mail_Rejected_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Rejected_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Rejected_SubjectInputs = {};
