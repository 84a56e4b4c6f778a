/**
* | output |
* | --- |
* | "Add to calendar" |
*
* @param {Events_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_add_to_calendar: ((inputs?: Events_Add_To_CalendarInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_To_CalendarInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Add_To_CalendarInputs = {};
