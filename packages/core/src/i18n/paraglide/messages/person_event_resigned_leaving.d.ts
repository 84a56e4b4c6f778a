/**
* | output |
* | --- |
* | "Resigned, leaving on {day}" |
*
* @param {Person_Event_Resigned_LeavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_resigned_leaving: ((inputs: Person_Event_Resigned_LeavingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_Resigned_LeavingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_Resigned_LeavingInputs = {
    day: NonNullable<unknown>;
};
