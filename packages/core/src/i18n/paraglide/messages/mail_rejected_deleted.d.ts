/**
* | output |
* | --- |
* | "Your application and account will be deleted 6 months after this decision. If you have questions, please reply to this e-mail." |
*
* @param {Mail_Rejected_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_deleted: ((inputs?: Mail_Rejected_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Rejected_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Rejected_DeletedInputs = {};
