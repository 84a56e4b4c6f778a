/**
* | output |
* | --- |
* | "Someone, probably you, just applied for membership of the {associationName} with this e-mail address. You already have an account, so no second one was created." |
*
* @param {Mail_Already_Registered_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_text: ((inputs: Mail_Already_Registered_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Already_Registered_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Already_Registered_TextInputs = {
    associationName: NonNullable<unknown>;
};
