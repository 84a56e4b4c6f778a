/**
* | output |
* | --- |
* | "Second reminder: invoice {number}, membership fee {year}" |
*
* @param {Mail_Reminder_Second_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_second_subject: ((inputs: Mail_Reminder_Second_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_Second_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_Second_SubjectInputs = {
    number: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
