/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_Greeting_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_name: ((inputs: Mail_Greeting_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Greeting_NameInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Greeting_NameInputs = {
    name: NonNullable<unknown>;
};
