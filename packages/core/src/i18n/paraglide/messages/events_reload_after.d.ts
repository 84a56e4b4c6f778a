/**
* | output |
* | --- |
* | "." |
*
* @param {Events_Reload_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_reload_after: ((inputs?: Events_Reload_AfterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Reload_AfterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Reload_AfterInputs = {};
