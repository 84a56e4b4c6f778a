/**
* | output |
* | --- |
* | "Add to calendar: {title}" |
*
* @param {Events_Add_To_Calendar_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_add_to_calendar_named: ((inputs: Events_Add_To_Calendar_NamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Add_To_Calendar_NamedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Add_To_Calendar_NamedInputs = {
    title: NonNullable<unknown>;
};
