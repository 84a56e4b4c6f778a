/**
* | output |
* | --- |
* | "Once your address is confirmed you can log in. Until an admin has approved your application, your dashboard shows it as pending; the member features open aft..." |
*
* @param {Mail_Confirmation_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_pending: ((inputs?: Mail_Confirmation_PendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirmation_PendingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirmation_PendingInputs = {};
