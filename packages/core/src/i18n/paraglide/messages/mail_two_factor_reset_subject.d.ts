/**
* | output |
* | --- |
* | "Two-factor authentication turned off" |
*
* @param {Mail_Two_Factor_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_subject: ((inputs?: Mail_Two_Factor_Reset_SubjectInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_SubjectInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_SubjectInputs = {};
