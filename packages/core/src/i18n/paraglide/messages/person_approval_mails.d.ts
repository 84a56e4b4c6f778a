/**
* | output |
* | --- |
* | "They get the e-mail \"Your membership has been approved\" and the invoice for the annual fee." |
*
* @param {Person_Approval_MailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approval_mails: ((inputs?: Person_Approval_MailsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Approval_MailsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Approval_MailsInputs = {};
