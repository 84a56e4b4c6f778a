/**
* | output |
* | --- |
* | "You can now sign in with your password alone. Please set up two-factor authentication again on your member dashboard." |
*
* @param {Mail_Two_Factor_Reset_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_now: ((inputs?: Mail_Two_Factor_Reset_NowInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_NowInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_NowInputs = {};
