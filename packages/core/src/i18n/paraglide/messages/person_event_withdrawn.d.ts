/**
* | output |
* | --- |
* | "Withdrew the resignation" |
*
* @param {Person_Event_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_withdrawn: ((inputs?: Person_Event_WithdrawnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_WithdrawnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_WithdrawnInputs = {};
