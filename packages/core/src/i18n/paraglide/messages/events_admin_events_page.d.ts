/**
* | output |
* | --- |
* | "the Events page" |
*
* @param {Events_Admin_Events_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_events_page: ((inputs?: Events_Admin_Events_PageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Events_PageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Events_PageInputs = {};
