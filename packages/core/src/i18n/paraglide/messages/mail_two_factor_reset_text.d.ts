/**
* | output |
* | --- |
* | "An admin of the {associationName} has turned off two-factor authentication for your account, for example because you lost your phone." |
*
* @param {Mail_Two_Factor_Reset_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_text: ((inputs: Mail_Two_Factor_Reset_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_TextInputs = {
    associationName: NonNullable<unknown>;
};
