/**
* | output |
* | --- |
* | "Confirm subscription" |
*
* @param {Mail_Mailing_List_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_button: ((inputs?: Mail_Mailing_List_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Mailing_List_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Mailing_List_ButtonInputs = {};
