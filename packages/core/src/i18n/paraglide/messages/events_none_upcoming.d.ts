/**
* | output |
* | --- |
* | "No upcoming events at the moment. New dates will be announced here." |
*
* @param {Events_None_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_none_upcoming: ((inputs?: Events_None_UpcomingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_None_UpcomingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_None_UpcomingInputs = {};
