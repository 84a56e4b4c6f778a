/**
* | output |
* | --- |
* | "Swiss time" |
*
* @param {Events_Admin_Swiss_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_swiss_time: ((inputs?: Events_Admin_Swiss_TimeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Swiss_TimeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Swiss_TimeInputs = {};
