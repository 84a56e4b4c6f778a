/**
* | output |
* | --- |
* | "If you think this is a mistake, you can ignore this e-mail." |
*
* @param {Mail_Invite_MistakeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_mistake: ((inputs?: Mail_Invite_MistakeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_MistakeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_MistakeInputs = {};
