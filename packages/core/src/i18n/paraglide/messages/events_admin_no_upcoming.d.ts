/**
* | output |
* | --- |
* | "No upcoming events. Create one with New event." |
*
* @param {Events_Admin_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_no_upcoming: ((inputs?: Events_Admin_No_UpcomingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_No_UpcomingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_No_UpcomingInputs = {};
