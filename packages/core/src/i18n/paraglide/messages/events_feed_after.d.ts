/**
* | output |
* | --- |
* | "to our calendar in Google Calendar, Apple Calendar or Outlook (add the link's address as a calendar subscription), or use “Add to calendar” on a single event." |
*
* @param {Events_Feed_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_feed_after: ((inputs?: Events_Feed_AfterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Feed_AfterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Feed_AfterInputs = {};
