/**
* | output |
* | --- |
* | "The board of the {associationName} has added you to the member area of its website." |
*
* @param {Mail_Invite_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_added: ((inputs: Mail_Invite_AddedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Invite_AddedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Invite_AddedInputs = {
    associationName: NonNullable<unknown>;
};
