/**
* | output |
* | --- |
* | "Confirmed the e-mail address" |
*
* @param {Person_Event_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_event_confirmed: ((inputs?: Person_Event_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Event_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Event_ConfirmedInputs = {};
