/**
* | output |
* | --- |
* | "If you did not send this request, please reply to this e-mail." |
*
* @param {Mail_Ride_Along_Confirmation_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_confirmation_not_you: ((inputs?: Mail_Ride_Along_Confirmation_Not_YouInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_Confirmation_Not_YouInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_Confirmation_Not_YouInputs = {};
