/**
* | output |
* | --- |
* | "Rejected by {by}" |
*
* @param {Person_Event_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_rejected: ((inputs: Person_Event_RejectedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_RejectedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_RejectedInputs = {
    by: NonNullable<unknown>;
};
