/**
* | output |
* | --- |
* | "If you have paid in the last few days, please ignore this e-mail. If you have questions, reply to it." |
*
* @param {Mail_Reminder_Paid_RecentlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_paid_recently: ((inputs?: Mail_Reminder_Paid_RecentlyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_Paid_RecentlyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_Paid_RecentlyInputs = {};
