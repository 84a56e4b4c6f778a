/**
* | output |
* | --- |
* | "Please reload the page in a moment, or" |
*
* @param {Events_Unavailable_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_unavailable_before: ((inputs?: Events_Unavailable_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Unavailable_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Unavailable_BeforeInputs = {};
