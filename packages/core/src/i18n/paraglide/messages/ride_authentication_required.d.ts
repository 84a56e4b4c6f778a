/**
* | output |
* | --- |
* | "Authentication required" |
*
* @param {Ride_Authentication_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_authentication_required: ((inputs?: Ride_Authentication_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Authentication_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Authentication_RequiredInputs = {};
