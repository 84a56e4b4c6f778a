/**
* | output |
* | --- |
* | "Please choose a password to sign in. The link works for 7 days and only once." |
*
* @param {Mail_Invite_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_choose: ((inputs?: Mail_Invite_ChooseInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_ChooseInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_ChooseInputs = {};
