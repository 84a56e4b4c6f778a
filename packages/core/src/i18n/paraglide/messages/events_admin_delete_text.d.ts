/**
* | output |
* | --- |
* | "{title} on {date} will disappear from the Events page and from subscribed calendars. This cannot be undone." |
*
* @param {Events_Admin_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_text: ((inputs: Events_Admin_Delete_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Delete_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Delete_TextInputs = {
    title: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
