/**
* | output |
* | --- |
* | "Please confirm your subscription. The link works for {days} days." |
*
* @param {Mail_Mailing_List_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_confirm: ((inputs: Mail_Mailing_List_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Mailing_List_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Mailing_List_ConfirmInputs = {
    days: NonNullable<unknown>;
};
