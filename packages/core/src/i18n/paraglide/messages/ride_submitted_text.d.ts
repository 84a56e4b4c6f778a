/**
* | output |
* | --- |
* | "We have received your ride-along request and will be in touch with you soon." |
*
* @param {Ride_Submitted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_submitted_text: ((inputs?: Ride_Submitted_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Submitted_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Submitted_TextInputs = {};
