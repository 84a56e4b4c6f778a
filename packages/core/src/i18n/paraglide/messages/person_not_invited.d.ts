/**
* | output |
* | --- |
* | "Not invited: applied through the membership form" |
*
* @param {Person_Not_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_invited: ((inputs?: Person_Not_InvitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_InvitedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_InvitedInputs = {};
