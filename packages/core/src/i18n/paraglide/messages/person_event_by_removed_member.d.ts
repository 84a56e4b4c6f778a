/**
* | output |
* | --- |
* | "a member who has since been removed" |
*
* @param {Person_Event_By_Removed_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_by_removed_member: ((inputs?: Person_Event_By_Removed_MemberInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_By_Removed_MemberInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_By_Removed_MemberInputs = {};
