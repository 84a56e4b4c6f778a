/**
* | output |
* | --- |
* | "Send the Invite Again" |
*
* @param {Person_Send_Invite_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_send_invite_again: ((inputs?: Person_Send_Invite_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Send_Invite_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Send_Invite_AgainInputs = {};
