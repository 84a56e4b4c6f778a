/**
* | output |
* | --- |
* | "Reply to this e-mail to answer the member. The request is listed in the admin dashboard under Ride-alongs, where you can mark it done." |
*
* @param {Mail_Ride_Along_Request_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_request_reply: ((inputs?: Mail_Ride_Along_Request_ReplyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_Request_ReplyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_Request_ReplyInputs = {};
