/**
* | output |
* | --- |
* | "The website could not deliver the e-mail \"{subject}\" to {recipient}. It was written on {queued}; after {attempts} attempts over {days} days the website stopp..." |
*
* @param {Mail_Undeliverable_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_text: ((inputs: Mail_Undeliverable_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Undeliverable_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Undeliverable_TextInputs = {
    subject: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    queued: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
