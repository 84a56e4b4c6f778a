/**
* | output |
* | --- |
* | "Used: a password has been chosen (sent {day})" |
*
* @param {Person_Invite_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite_used: ((inputs: Person_Invite_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Invite_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Invite_UsedInputs = {
    day: NonNullable<unknown>;
};
