/**
* | output |
* | --- |
* | "We have received your ride-along request and will be in touch with you soon." |
*
* @param {Mail_Ride_Along_Confirmation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_confirmation_received: ((inputs?: Mail_Ride_Along_Confirmation_ReceivedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_Confirmation_ReceivedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_Confirmation_ReceivedInputs = {};
