/**
* | output |
* | --- |
* | "Listed for everyone, marked members only; its registration note is shown to signed-in members only and never in the calendar feed." |
*
* @param {Events_Admin_Members_Only_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_members_only_hint: ((inputs?: Events_Admin_Members_Only_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Members_Only_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Members_Only_HintInputs = {};
