/**
* | output |
* | --- |
* | "Request submitted!" |
*
* @param {Ride_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submitted: ((inputs?: Ride_SubmittedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_SubmittedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_SubmittedInputs = {};
