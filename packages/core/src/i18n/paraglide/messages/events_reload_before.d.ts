/**
* | output |
* | --- |
* | "Please" |
*
* @param {Events_Reload_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_reload_before: ((inputs?: Events_Reload_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Reload_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Reload_BeforeInputs = {};
