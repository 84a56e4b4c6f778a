/**
* | output |
* | --- |
* | "Session expired" |
*
* @param {Ride_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_session_expired: ((inputs?: Ride_Session_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Session_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Session_ExpiredInputs = {};
