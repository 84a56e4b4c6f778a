/**
* | output |
* | --- |
* | "If this was not you, you can ignore this e-mail; nothing has changed." |
*
* @param {Mail_Already_Registered_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_not_you: ((inputs?: Mail_Already_Registered_Not_YouInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Already_Registered_Not_YouInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Already_Registered_Not_YouInputs = {};
