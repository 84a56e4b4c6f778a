/**
* | output |
* | --- |
* | "We have not yet received your membership fee {year} in full. Perhaps it slipped your mind: {amount} is still open on invoice {number}, which was due by {dueOn}." |
*
* @param {Mail_Reminder_First_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_first_text: ((inputs: Mail_Reminder_First_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_First_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_First_TextInputs = {
    year: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
    dueOn: NonNullable<unknown>;
};
