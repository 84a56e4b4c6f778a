/**
* | output |
* | --- |
* | "Zürich" |
*
* @param {Ride_Location_ZurichInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_location_zurich: ((inputs?: Ride_Location_ZurichInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Location_ZurichInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Location_ZurichInputs = {};
