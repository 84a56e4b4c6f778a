/**
* | output |
* | --- |
* | "The member {who} has asked for a ride-along." |
*
* @param {Mail_Ride_Along_Request_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_request_text: ((inputs: Mail_Ride_Along_Request_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_Request_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_Request_TextInputs = {
    who: NonNullable<unknown>;
};
