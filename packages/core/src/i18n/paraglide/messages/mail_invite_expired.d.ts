/**
* | output |
* | --- |
* | "If the link has expired, choose Forgot Password on the login page and enter this e-mail address." |
*
* @param {Mail_Invite_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_expired: ((inputs?: Mail_Invite_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_ExpiredInputs = {};
