/**
* | output |
* | --- |
* | "This is our second reminder: {amount} of your membership fee {year} (invoice {number}, due by {dueOn}) is still open. After this reminder the board decides a..." |
*
* @param {Mail_Reminder_Second_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_reminder_second_text: ((inputs: Mail_Reminder_Second_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reminder_Second_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reminder_Second_TextInputs = {
    amount: NonNullable<unknown>;
    year: NonNullable<unknown>;
    number: NonNullable<unknown>;
    dueOn: NonNullable<unknown>;
};
