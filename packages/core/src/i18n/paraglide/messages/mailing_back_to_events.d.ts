/**
* | output |
* | --- |
* | "Back to Events" |
*
* @param {Mailing_Back_To_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_back_to_events: ((inputs?: Mailing_Back_To_EventsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Back_To_EventsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Back_To_EventsInputs = {};
