/**
* | output |
* | --- |
* | "Thank you for your interest in the {associationName}. After review, we are unable to accept your membership application." |
*
* @param {Mail_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_text: ((inputs: Mail_Rejected_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Rejected_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Rejected_TextInputs = {
    associationName: NonNullable<unknown>;
};
