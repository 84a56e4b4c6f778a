/**
* | output |
* | --- |
* | "Approved by {by}" |
*
* @param {Person_Event_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_approved: ((inputs: Person_Event_ApprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_ApprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_ApprovedInputs = {
    by: NonNullable<unknown>;
};
