/**
* | output |
* | --- |
* | "The message is deleted automatically with the other old mail." |
*
* @param {Mail_Undeliverable_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_deleted: ((inputs?: Mail_Undeliverable_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Undeliverable_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Undeliverable_DeletedInputs = {};
