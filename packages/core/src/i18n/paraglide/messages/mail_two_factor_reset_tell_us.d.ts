/**
* | output |
* | --- |
* | "If you did not ask for this, please tell us at once at {infoEmail} and change your password." |
*
* @param {Mail_Two_Factor_Reset_Tell_UsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_tell_us: ((inputs: Mail_Two_Factor_Reset_Tell_UsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Two_Factor_Reset_Tell_UsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Two_Factor_Reset_Tell_UsInputs = {
    infoEmail: NonNullable<unknown>;
};
