/**
* | output |
* | --- |
* | "They get the e-mail \"Your membership has been approved\" and the invoice for the annual fee, which is sent once they confirm their address." |
*
* @param {Person_Approval_Mails_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approval_mails_later: ((inputs?: Person_Approval_Mails_LaterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Approval_Mails_LaterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Approval_Mails_LaterInputs = {};
