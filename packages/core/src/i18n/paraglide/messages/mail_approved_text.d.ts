/**
* | output |
* | --- |
* | "An admin has approved your membership application for the {associationName}. The member area is now open to you." |
*
* @param {Mail_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_text: ((inputs: Mail_Approved_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Approved_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Approved_TextInputs = {
    associationName: NonNullable<unknown>;
};
