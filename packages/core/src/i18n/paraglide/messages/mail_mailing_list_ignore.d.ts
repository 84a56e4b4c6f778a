/**
* | output |
* | --- |
* | "If you did not ask for this, you can ignore this e-mail: without confirmation you will receive nothing, and your address is deleted." |
*
* @param {Mail_Mailing_List_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_ignore: ((inputs?: Mail_Mailing_List_IgnoreInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Mailing_List_IgnoreInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Mailing_List_IgnoreInputs = {};
