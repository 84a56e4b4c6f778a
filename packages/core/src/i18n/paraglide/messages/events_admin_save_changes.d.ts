/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Events_Admin_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_save_changes: ((inputs?: Events_Admin_Save_ChangesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Save_ChangesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Save_ChangesInputs = {};
