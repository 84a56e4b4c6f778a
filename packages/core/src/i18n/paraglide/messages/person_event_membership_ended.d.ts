/**
* | output |
* | --- |
* | "Membership ended for an unpaid fee by {by}" |
*
* @param {Person_Event_Membership_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_membership_ended: ((inputs: Person_Event_Membership_EndedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_Membership_EndedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_Membership_EndedInputs = {
    by: NonNullable<unknown>;
};
