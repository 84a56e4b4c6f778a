/**
* | output |
* | --- |
* | "subscribe to our calendar feed" |
*
* @param {Events_Unavailable_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_unavailable_link: ((inputs?: Events_Unavailable_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Unavailable_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Unavailable_LinkInputs = {};
