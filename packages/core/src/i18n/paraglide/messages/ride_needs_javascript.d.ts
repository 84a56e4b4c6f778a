/**
* | output |
* | --- |
* | "Requesting a ride-along needs JavaScript: please turn it on and log in as a member." |
*
* @param {Ride_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_needs_javascript: ((inputs?: Ride_Needs_JavascriptInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Needs_JavascriptInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Needs_JavascriptInputs = {};
