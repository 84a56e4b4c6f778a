/**
* | output |
* | --- |
* | "The invoice as it stands today is attached (PDF). Scan its QR code with your banking app, or enter the account {iban} and the reference {reference} by hand." |
*
* @param {Mail_Reminder_AttachedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_attached: ((inputs: Mail_Reminder_AttachedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_AttachedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_AttachedInputs = {
    iban: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
