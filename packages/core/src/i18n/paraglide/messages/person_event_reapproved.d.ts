/**
* | output |
* | --- |
* | "Approved again after the rejection by {by}" |
*
* @param {Person_Event_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_reapproved: ((inputs: Person_Event_ReapprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_ReapprovedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_ReapprovedInputs = {
    by: NonNullable<unknown>;
};
