/**
* | output |
* | --- |
* | "Leave empty for “location to be announced”" |
*
* @param {Events_Admin_Venue_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_venue_hint: ((inputs?: Events_Admin_Venue_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Venue_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Venue_HintInputs = {};
