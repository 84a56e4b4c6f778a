/**
* | output |
* | --- |
* | "Someone, probably you, asked to receive the news of the {associationName} at this e-mail address." |
*
* @param {Mail_Mailing_List_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_asked: ((inputs: Mail_Mailing_List_AskedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Mailing_List_AskedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Mailing_List_AskedInputs = {
    associationName: NonNullable<unknown>;
};
