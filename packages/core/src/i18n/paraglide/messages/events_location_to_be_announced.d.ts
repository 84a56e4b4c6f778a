/**
* | output |
* | --- |
* | "location to be announced" |
*
* @param {Events_Location_To_Be_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_location_to_be_announced: ((inputs?: Events_Location_To_Be_AnnouncedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Location_To_Be_AnnouncedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Location_To_Be_AnnouncedInputs = {};
