/**
* | output |
* | --- |
* | "Sent {day}, not used yet" |
*
* @param {Person_Invite_UnusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite_unused: ((inputs: Person_Invite_UnusedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Invite_UnusedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Invite_UnusedInputs = {
    day: NonNullable<unknown>;
};
