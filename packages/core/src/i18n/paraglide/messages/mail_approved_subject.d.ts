/**
* | output |
* | --- |
* | "Your membership has been approved" |
*
* @param {Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_subject: ((inputs?: Mail_Approved_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Approved_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Approved_SubjectInputs = {};
