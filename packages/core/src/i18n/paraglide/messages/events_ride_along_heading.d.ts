/**
* | output |
* | --- |
* | "Ride-along request" |
*
* @param {Events_Ride_Along_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_ride_along_heading: ((inputs?: Events_Ride_Along_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Ride_Along_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Ride_Along_HeadingInputs = {};
