/**
* | output |
* | --- |
* | "You already have an account" |
*
* @param {Mail_Already_Registered_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_subject: ((inputs?: Mail_Already_Registered_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Already_Registered_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Already_Registered_SubjectInputs = {};
