/**
* | output |
* | --- |
* | "Thank you for applying for membership of the {associationName}." |
*
* @param {Mail_Confirmation_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_thanks: ((inputs: Mail_Confirmation_ThanksInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Confirmation_ThanksInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Confirmation_ThanksInputs = {
    associationName: NonNullable<unknown>;
};
